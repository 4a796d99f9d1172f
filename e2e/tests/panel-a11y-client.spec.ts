// Accessibility of the client's panel (clientedemo, owner of memorial 1000): axe (WCAG 2.2 AA) finds no
// serious violation on any section nor on the dialogs they open; at 360 px no section scrolls sideways; at
// 1280 px the row actions are in view; and the client accepts by keyboard alone a dedication a visitor has
// just left (not the demo's own pending ones), which the admin then deletes.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillOrderForm, payWithTestCheckout } from './support/dedication-order';
import {
  checkDialog,
  expandAll,
  expectAccessible,
  expectEverySectionSwept,
  expectFocusVisible,
  expectNoSideScroll,
  expectRowActionsInView,
  openSection,
  sectionReady,
  tabTo,
} from './support/panel-a11y';
import { expectPath, login, signInAs } from './support/platform';

const SECTIONS = [
  ['#account', 'Il mio account'],
  ['#pages', 'Le mie lapidi digitali'],
  ['#dedic', 'Dediche da approvare'],
  ['#ricorrenze', 'Ricorrenze e tomba'],
  ['#lampade', 'Lampade votive'],
] as const;
/** The sections whose one table has row actions. */
const WITH_ROW_ACTIONS = SECTIONS.slice(1, 3);

test('every section and dialog passes axe; 360 px scrolls no section sideways; 1280 px shows the row actions', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await expectEverySectionSwept(
    page,
    SECTIONS.map(([hash]) => hash),
  );
  await test.step('#account with every block open', async () => {
    await openSection(page, '#account', 'Il mio account');
    await expandAll(page);
    await sectionReady(page);
    await expectAccessible(page);
  });
  await test.step('#pages and its transfer dialog', async () => {
    await openSection(page, '#pages', 'Le mie lapidi digitali');
    await sectionReady(page);
    await expectAccessible(page);
    await checkDialog(
      page,
      page.getByRole('button', { name: /^Cedi proprietà della lapide di / }).first(),
      /.+/,
    );
  });
  await test.step('#dedic and its decision dialogs (closed without deciding)', async () => {
    await openSection(page, '#dedic', 'Dediche da approvare');
    await sectionReady(page);
    await expectAccessible(page);
    await checkDialog(
      page,
      page.getByRole('button', { name: /^Accetta la dedica di / }).first(),
      'Attenzione',
    );
    await checkDialog(
      page,
      page.getByRole('button', { name: /^Rifiuta la dedica di / }).first(),
      'Attenzione',
    );
  });
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [hash, heading] of SECTIONS) {
    await test.step(`${hash} at 360 px`, async () => {
      await openSection(page, hash, heading);
      await sectionReady(page);
      await expectNoSideScroll(page, `${hash} at 360 px`);
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [hash, heading] of WITH_ROW_ACTIONS) {
    await test.step(`${hash} at 1280 px: the row actions are in view`, async () => {
      await openSection(page, hash, heading);
      await sectionReady(page);
      await expectRowActionsInView(page, page.getByRole('table'), `${hash} at 1280 px`);
    });
  }
});

async function adminPage(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await login(admin, 'adminricordo');
  await expectPath(admin, '/admin-panel#qrcode');
  return admin;
}

test('the client accepts a new dedication by keyboard alone; the focus stays visible and comes back', async ({
  page,
  browser,
}) => {
  const text = `Un pensiero da tastiera ${Date.now()}`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/flowers?dedica-cero&1000');
  await fillOrderForm(visitor, { email: `tastiera-${Date.now()}@example.it`, text });
  await payWithTestCheckout(visitor);
  await visitor.context().close();

  try {
    await signInAs(page, 'client');
    await openSection(page, '#dedic', 'Dediche da approvare');
    const row = page.getByRole('row').filter({ hasText: text });
    const accept = row.getByRole('button', { name: /^Accetta la dedica di / });
    await expect(accept).toBeVisible();

    // Keyboard only from here: the question opened and cancelled with Escape, then confirmed.
    await tabTo(page, accept);
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Attenzione' });
    await expect(question).toBeVisible();
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(accept).toBeFocused();
    await expectFocusVisible(page);

    await page.keyboard.press('Space');
    await expect(question).toBeVisible();
    await tabTo(page, question.getByRole('button', { name: 'Si' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('accettato', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    // Its row gone, the focus is not lost to the page's body: the section's heading has it, with its ring.
    await expect(page.getByRole('heading', { level: 2, name: 'Dediche da approvare' })).toBeFocused();
    await expectFocusVisible(page);
  } finally {
    const admin = await adminPage(browser);
    const token = (await (await admin.request.get('/api/auth/securitytoken')).json()) as {
      data: { _csrf: string };
    };
    const list = (await (
      await admin.request.get('/api/admin/deceased/0001000/dedications?maxResults=100')
    ).json()) as { data: { dedications: Array<{ ID: number; text: string | null }> } };
    const made = list.data.dedications.filter((item) => item.text === text);
    expect(made).toHaveLength(1);
    const gone = await admin.request.post('/api/admin/deleteDedic', {
      headers: { 'X-CSRF-Token': token.data._csrf },
      form: { dedicID: String(made[0].ID) },
    });
    expect(gone.status(), await gone.text()).toBe(200);
    await admin.context().close();
  }
});
