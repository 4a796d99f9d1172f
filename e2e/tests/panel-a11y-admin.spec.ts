// Accessibility of the admin panel: every section and every dialog its rows open passes axe with the WCAG
// 2.2 A/AA rules, no section scrolls sideways at 360 px, no row action is cut off at 1280 px, and a pending
// partner request is accepted with the keyboard alone, focus visible throughout and given back afterwards.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectEverySectionSwept,
  expectFocusVisible,
  expectNoSideScroll,
  tabTo,
} from './support/panel-a11y';
import { sendPartnerRequest } from './support/partner-request';
import { csrf, expectPath, signInAs } from './support/platform';

interface Section {
  /** Hash and, for the sections taking a deceased, the query string. */
  at: string;
  /** The section's region label (mfe-admin/src/sections.ts). */
  label: string;
  /** Row buttons that act at once, without a dialog: not clicked. */
  direct?: RegExp;
  /** The demo data gives its table rows with buttons opening dialogs. */
  dialogs?: true;
}

/** mfe-admin/src/sections.ts, in its order; the hidden ones on the demo deceased 1000 and 1002. */
const SECTIONS: Section[] = [
  { at: '#qrcode', label: 'QR code' },
  { at: '#richiedi-qrcode', label: 'Nuovi QR code' },
  { at: '#dedic', label: 'Dediche da approvare', dialogs: true },
  { at: '#necrologi', label: 'Necrologi', dialogs: true },
  { at: '#partners', label: 'Partner', dialogs: true },
  {
    at: '#pages',
    label: 'Lapidi digitali',
    direct: /^(Disabilita|Abilita|Segna conto vendita|Segna pagato)\b/,
    dialogs: true,
  },
  {
    at: '#deceased',
    label: 'Defunti',
    direct: /^(Disabilita|Abilita|Segna conto vendita|Segna pagato)\b/,
    dialogs: true,
  },
  { at: '#aggiungi-defunto', label: 'Aggiungi defunto' },
  { at: '#aggiungi-necrologi', label: 'Aggiungi necrologio' },
  { at: '#modify', label: 'Impostazioni account' },
  { at: '#audit', label: 'Registro attività' },
  { at: '#messaggi', label: 'Messaggi non recapitati', direct: /^Riprova\b/ },
  { at: '#contabilita', label: 'Contabilità' },
  { at: '#fatture', label: 'Fatture', direct: /^(Scarica|Riprova)\b/ },
  { at: '?DeceasedID=0001000#visualizza-dediche', label: 'Dediche del defunto', dialogs: true },
  { at: '?DeceasedID=0001002#aggiungi-memorial', label: 'Attiva memorial' },
  { at: '?DeceasedID=0001000#modifica-memorial', label: 'Modifica memorial' },
];

/** Opens the section in the same page (a hash change; a query string needs a load) and waits for it. */
async function open(page: Page, section: Section): Promise<Locator> {
  if (section.at.startsWith('#')) {
    const search = await page.evaluate(() => location.search);
    if (search) await page.goto(`/admin-panel${section.at}`);
    else await page.evaluate((hash) => (location.hash = hash), section.at);
  } else await page.goto(`/admin-panel${section.at}`);
  await expectPath(page, `/admin-panel${section.at}`);
  const region = page.locator(`section.panel-section[aria-label="${section.label}"]`);
  await expect(region).toBeVisible();
  await expect(page.locator('main .rc-spinner')).toHaveCount(0);
  return region;
}

/** The buttons opening a dialog in the first row with buttons of each table. */
async function dialogOpeners(region: Locator, direct?: RegExp): Promise<Locator[]> {
  const openers: Locator[] = [];
  for (const table of await region.locator('table.rc-table').all()) {
    const row = table.locator('tbody tr').filter({ has: table.page().getByRole('button') });
    const buttons = row.first().getByRole('button');
    for (let index = 0; index < (await buttons.count()); index += 1) {
      const button = buttons.nth(index);
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      if (!direct?.test(name) && (await button.isEnabled())) openers.push(button);
    }
  }
  return openers;
}

test('axe finds no serious WCAG 2.2 AA violation in any admin section or row dialog', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'admin');
  await expectEverySectionSwept(
    page,
    SECTIONS.map((section) => section.at),
  );
  for (const section of SECTIONS) {
    await test.step(section.at, async () => {
      const region = await open(page, section);
      await expectAccessible(page);
      const openers = await dialogOpeners(region, section.direct);
      if (section.dialogs) expect(openers.length, 'row buttons opening a dialog').toBeGreaterThan(0);
      for (const opener of openers) {
        const name = (await opener.getAttribute('aria-label')) ?? (await opener.innerText());
        await test.step(name, async () => {
          await opener.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await expect(dialog.locator('.rc-spinner')).toHaveCount(0);
          await expectAccessible(page, '[role="dialog"]');
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
        });
      }
    });
  }
});

test('at 360 × 740 no admin section scrolls sideways and wide tables scroll in their own box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'admin');
  for (const section of SECTIONS) {
    await test.step(section.at, async () => {
      const region = await open(page, section);
      await expectNoSideScroll(page, section.at);
      // The last cell of each table's first row (its actions) can be scrolled into view inside the table's box.
      for (const cell of await region.locator('table.rc-table tbody tr:first-child td:last-child').all()) {
        const fits = await cell.evaluate((td) => {
          const box = td.closest('.rc-table-wrap') as HTMLElement;
          td.scrollIntoView({ block: 'nearest', inline: 'end' });
          const own = td.getBoundingClientRect();
          const outer = box.getBoundingClientRect();
          const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
          return scrolls && own.right <= Math.min(outer.right, window.innerWidth) + 1;
        });
        expect(fits, `${section.at}: the actions cell is reachable`).toBe(true);
      }
    });
  }
});

test('at 1280 × 800 no row action of an admin table is cut off', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  for (const section of SECTIONS) {
    await test.step(section.at, async () => {
      const region = await open(page, section);
      const cut = await region.evaluate((root) =>
        Array.from(root.querySelectorAll('table.rc-table')).flatMap((table) => {
          const box = (table.closest('.rc-table-wrap') as HTMLElement).getBoundingClientRect();
          const left = Math.max(0, box.left);
          const right = Math.min(window.innerWidth, box.right);
          return Array.from(table.querySelectorAll('tbody td:last-child :is(button, a)'))
            .map((control) => ({ control, rect: control.getBoundingClientRect() }))
            .filter(({ rect }) => rect.width > 0 && (rect.left < left - 1 || rect.right > right + 1))
            .map(({ control }) => control.getAttribute('aria-label') ?? control.textContent);
        }),
      );
      expect(cut).toEqual([]);
    });
  }
});

interface Firm {
  name: string;
  email: string;
}

/** A funeral home's request from /partner (as partner-onboarding.spec.ts sends it; the mouse is fine here). */
async function requestPartnership(page: Page): Promise<Firm> {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const firm = { name: `Onoranze Tastiera ${tag}`, email: `onoranze.tastiera.${tag}@example.it` };
  await sendPartnerRequest(page, firm);
  return firm;
}

test('the admin accepts a partner request with the keyboard alone', async ({ page, browser }) => {
  const visitor = await browser.newContext();
  let firm: Firm;
  try {
    firm = await requestPartnership(await visitor.newPage());
  } finally {
    await visitor.close();
  }
  await signInAs(page, 'admin');
  const partners = SECTIONS.find((section) => section.at === '#partners')!;
  await open(page, partners);
  const accept = `Accetta ${firm.name}`;
  const requests = page.getByRole('region', { name: 'Richieste di registrazione' });
  await expect(requests.getByRole('button', { name: accept })).toBeVisible();

  // From the top of the page, Tab to the request's 'Accetta', open the question, leave it with Escape.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const acceptButton = requests.getByRole('button', { name: accept });
  await tabTo(page, acceptButton, { max: 150 });
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(question).toContainText(firm.name);
  await expect(question.getByRole('button', { name: 'No', exact: true })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(acceptButton).toBeFocused();
  await expectFocusVisible(page);

  // Again, and this time 'Si' with the space bar: accepted, and the focus back on the page's content.
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await tabTo(page, question.getByRole('button', { name: 'Si', exact: true }), { back: true, max: 3 });
  await page.keyboard.press('Space');
  await expect(page.getByText('accettato', { exact: true }).last()).toBeVisible();
  await expect(question).toHaveCount(0);
  const row = page
    .getByRole('region', { name: 'Partner', exact: true })
    .getByRole('row')
    .filter({ hasText: firm.name });
  await expect(row).toContainText('Attivo');
  // The request's row went to the partners' table: the focus follows it there, onto its first action.
  await expect(page.getByRole('button', { name: `Disabilita ${firm.name}`, exact: true })).toBeFocused();
  await expectFocusVisible(page);

  // The product deletes no partner: the new one is disabled again, so no other journey meets it as active.
  const list = (await (
    await page.request.get('/api/admin/partners?list=partners&page=1&maxResults=100')
  ).json()) as { data: { items: Array<{ ID: number; name: string }> } };
  const created = list.data.items.find((item) => item.name === firm.name);
  expect(created).toBeDefined();
  const answer = await page.request.post('/api/admin/downgradePartner', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: { partnerid: String(created!.ID) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
});
