// axe-core on the pages visitors reach first: no serious or critical violation (WCAG 2 A/AA rules).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';

async function demoPartnerId(page: Page): Promise<number> {
  const response = await page.request.get('/api/deceased/deceasedData/1000');
  const body = (await response.json()) as { data: { partner: { ID: number } | null } };
  if (!body.data.partner) throw new Error('the demo memorial has no partner');
  return body.data.partner.ID;
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
