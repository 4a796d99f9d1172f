// axe-core on the pages visitors reach first: no serious or critical violation (WCAG 2 A/AA rules).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function demoPartnerId(page: Page): Promise<number> {
  const response = await page.request.get('/api/deceased/deceasedData/1000');
  const body = (await response.json()) as { data: { partner: { ID: number } | null } };
  if (!body.data.partner) throw new Error('the demo memorial has no partner');
  return body.data.partner.ID;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

const PAGES: Array<{ name: string; path: (page: Page) => Promise<string>; ready: RegExp | string }> = [
  { name: 'home', path: () => Promise.resolve('/'), ready: /.+/ },
  { name: 'memorial', path: () => Promise.resolve('/memorial?0001000'), ready: /.+/ },
  { name: 'condolence book', path: () => Promise.resolve('/memorial-book?0001000'), ready: /.+/ },
  { name: 'partner page', path: async (page) => `/partner-page?${await demoPartnerId(page)}`, ready: /.+/ },
  { name: 'contact', path: () => Promise.resolve('/contact'), ready: 'Contatti' },
];

for (const entry of PAGES) {
  test(`${entry.name}: axe-core finds no serious or critical violations`, async ({ page }) => {
    await page.goto(await entry.path(page));
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(entry.ready);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });
}
