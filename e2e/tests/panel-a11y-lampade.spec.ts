// Accessibility of the lamp manager's panel (lampadedemo): axe (WCAG 2.2 AA) finds no serious violation on
// any section nor on the dialogs they open; at 360 px no section scrolls sideways; at 1280 px neither; and a
// payment is recorded by keyboard alone on a lamp the test makes (payments cannot be undone: the lamp is
// deleted afterwards, its payments with it).
import { expect, test, type Page } from '@playwright/test';
import {
  checkDialog,
  expandAll,
  expectAccessible,
  expectEverySectionSwept,
  expectFocusVisible,
  expectNoSideScroll,
  openSection,
  sectionReady,
  tabTo,
} from './support/panel-a11y';
import { csrf, signInAs } from './support/platform';

test.use({ locale: 'en-US' });

const SECTIONS = [
  ['#lampade', 'Lampade votive'],
  ['#rinnovi', 'Rinnovi in scadenza'],
  ['#fatture', 'Fatture'],
  ['#partner-page', 'Pagina partner'],
  ['#account', 'Account'],
  ['#aggiungi-lampada', 'Aggiungi lampada'],
  ['#aggiungi-abbonato', 'Aggiungi abbonato'],
] as const;

async function post(page: Page, path: string, form: Record<string, string>) {
  const answer = await page.request.post(`/api/lampade/${path}`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
    form,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

test('every section and dialog passes axe', async ({ page }) => {
  await signInAs(page, 'lamp manager');
  await expectEverySectionSwept(
    page,
    SECTIONS.map(([hash]) => hash),
  );
  for (const [hash, heading] of SECTIONS) {
    await test.step(`${hash} with axe`, async () => {
      await openSection(page, hash, heading);
      await sectionReady(page);
      await expandAll(page);
      await expectAccessible(page);
    });
  }
  await test.step('#lampade: the lamp popup and its dialogs', async () => {
    await openSection(page, '#lampade', 'Lampade votive');
    // Memorial 1000's lamp: the demo's RL-DEMO1000, or the one lamps.spec.ts put in its place.
    const first = page.locator('tbody tr').first();
    const serial = ((await first.getByRole('cell').nth(1).textContent()) ?? '').trim();
    expect(serial).toMatch(/^RL-/);
    await first.getByRole('cell', { name: serial, exact: true }).click();
    const popup = page.getByRole('dialog', { name: `Lampada ${serial}` });
    await expect(popup.getByRole('heading', { name: 'Pagamenti' })).toBeVisible();
    await expect(popup.locator('.rc-spinner')).toHaveCount(0);
    await expectAccessible(page, '[role="dialog"]');
    await checkDialog(page, popup.getByRole('button', { name: 'Dati abbonato' }), /abbonato/i);
    await checkDialog(page, popup.getByRole('button', { name: 'Elimina lampada' }), 'Attenzione');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });
  await test.step('#partner-page: the editor dialogs', async () => {
    await openSection(page, '#partner-page', 'Pagina partner');
    for (const name of ['Modifica nome', 'Modifica descrizione', 'Modifica logo'])
      await checkDialog(page, page.getByRole('button', { name, exact: true }), /.+/);
  });
});

// Apart from the sweep above, so that each stays well inside its time on a loaded CI machine.
test('at 360 and 1280 px no section scrolls sideways', async ({ page }) => {
  await signInAs(page, 'lamp manager');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    for (const [hash, heading] of SECTIONS) {
      await test.step(`${hash} at ${width} px`, async () => {
        await openSection(page, hash, heading);
        await sectionReady(page);
        await expectNoSideScroll(page, `${hash} at ${width} px`);
      });
    }
  }
});

test('a payment is recorded by keyboard alone; the focus comes back to the lamp', async ({ page }) => {
  await signInAs(page, 'lamp manager');
  const demo = (await (await page.request.get('/api/lampade/lampadaData/0001000')).json()) as {
    data: { lampadaData: { idGestore: number; idAbbonato: number } };
  };
  const { idGestore, idAbbonato } = demo.data.lampadaData;
  // A demo deceased without a lamp (one lamp per deceased), looked up by id.
  let free: { ID: number } | undefined;
  for (let id = 1001; id < 1030 && !free; id += 1) {
    const hits = (await post(page, 'lampadaSearchDefunti', { searchInput: String(id) })).defunti as Array<{
      ID: number;
      hasLamp: boolean;
    }>;
    free = hits.find((hit) => !hit.hasLamp);
  }
  expect(free, 'a demo deceased without a lamp').toBeTruthy();
  const created = await post(page, 'lampadaCreate', {
    idDefunto: String(free!.ID),
    idAbbonato: String(idAbbonato),
    idGestore: String(idGestore),
  });
  const serial = (created.lampada as { serialeLampada: string }).serialeLampada;
  try {
    await page.reload();
    await openSection(page, '#lampade', 'Lampade votive');
    const row = page.getByRole('row').filter({ hasText: serial });
    await expect(row).toBeVisible();

    await tabTo(page, row);
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: `Lampada ${serial}` });
    await expect(popup).toContainText('Nessun pagamento');
    await tabTo(page, popup.getByLabel('Pagata fino al'));
    await page.keyboard.type(`1231${new Date().getFullYear() + 1}`);
    await tabTo(page, popup.getByLabel('Tipo di pagamento'));
    await page.keyboard.type('Bonifico');
    await expect(popup.getByLabel('Tipo di pagamento')).toHaveValue('Bonifico');
    await tabTo(page, popup.getByLabel('Importo (€)'));
    await page.keyboard.type('25,00');
    await tabTo(page, popup.getByRole('button', { name: 'Aggiungi pagamento' }));
    await page.keyboard.press('Space');
    await expect(popup.locator('.lamp-payments li')).toHaveCount(1);
    await expect(popup.locator('.lamp-payments li')).toContainText('Bonifico');

    // Back to the date field and out of the popup with Escape: the focus returns to the lamp's row.
    await tabTo(page, popup.getByLabel('Pagata fino al'), { back: true });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(row).toBeFocused();
    await expectFocusVisible(page);
  } finally {
    await post(page, 'lampadaDelete', { seriale: serial });
  }
});
