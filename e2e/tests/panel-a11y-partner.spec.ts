// Accessibility of the partner's panel (partnerdemo): axe (WCAG 2.2 AA) finds no serious violation on any
// section nor on the dialogs they open; at 360 px the sections partner-panel-layout.spec.ts does not cover
// scroll no sideways; at 1280 px every row action is in view; and a notice is added by keyboard alone, then
// deleted by keyboard.
import { expect, test, type Page } from '@playwright/test';
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
import { expectPath, signInAs } from './support/platform';

test.use({ locale: 'en-US' });

const SECTIONS = [
  ['#deceased', 'Lapidi digitali'],
  ['#pages', 'Necrologi'],
  ['#dedic', 'Richieste di dedica'],
  ['#partner-page', 'Pagina partner'],
  ['#account', 'Account'],
  ['#qrcode', 'QR code'],
  ['#aggiungi-necrologio', 'Aggiungi necrologio'],
  ['#aggiungi-defunto', 'Aggiungi defunto'],
] as const;

/** The row actions' dialogs of the first row of a notices or deceased table. */
async function rowDialogs(page: Page, caption: string): Promise<void> {
  const row = page.getByRole('table', { name: caption }).getByRole('row').nth(1);
  const who = /: (.+)$/.exec(
    (await row.getByRole('button', { name: /^Modifica necrologio: / }).getAttribute('aria-label')) ?? '',
  )?.[1];
  expect(who, `${caption}: a row with a notice first`).toBeTruthy();
  await checkDialog(
    page,
    row.getByRole('button', { name: `Modifica necrologio: ${who}` }),
    'Modifica necrologio',
  );
  await checkDialog(page, row.getByRole('button', { name: `Elimina necrologio: ${who}` }), /.+/);
  const cards = row.getByRole('button', { name: `Cartoncini e PDF di ${who}` });
  await cards.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await checkDialog(
    page,
    dialog.getByRole('button', { name: 'Invia il cartoncino su WhatsApp' }),
    'Invia il cartoncino su WhatsApp',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('every section and dialog passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'partner');
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
  await test.step('#deceased: its dialogs', async () => {
    await openSection(page, '#deceased', 'Lapidi digitali');
    await sectionReady(page);
    await checkDialog(page, page.getByRole('button', { name: 'Aggiungi necrologio', exact: true }), /.+/);
    await checkDialog(page, page.getByRole('button', { name: 'Attiva lapide digitale' }), /.+/);
    const table = page.getByRole('table', { name: 'I tuoi defunti' });
    await checkDialog(page, table.getByRole('button', { name: /^Modifica defunto: / }).first(), /.+/);
    await checkDialog(
      page,
      table.getByRole('button', { name: /^Cedi proprietà: / }).first(),
      'Cedi proprietà',
    );
    await rowDialogs(page, 'I tuoi defunti');
  });
  await test.step('#pages: its dialogs', async () => {
    await openSection(page, '#pages', 'Necrologi');
    await sectionReady(page);
    await rowDialogs(page, 'I tuoi necrologi');
  });
  await test.step('#dedic: the decision dialogs (closed without deciding)', async () => {
    await openSection(page, '#dedic', 'Richieste di dedica');
    await sectionReady(page);
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
  await test.step('#partner-page: its dialogs', async () => {
    await openSection(page, '#partner-page', 'Pagina partner');
    await sectionReady(page);
    await checkDialog(
      page,
      page.getByRole('button', { name: /^Modifica i dati di / }).first(),
      'Modifica dati azienda',
    );
    for (const name of ['Modifica nome', 'Modifica descrizione', 'Modifica logo'])
      await checkDialog(page, page.getByRole('button', { name, exact: true }), /.+/);
  });
  await test.step('#qrcode: its dialog', async () => {
    await openSection(page, '#qrcode', 'QR code');
    await sectionReady(page);
    await checkDialog(page, page.getByRole('button', { name: 'Attiva lapide digitale' }), /.+/);
  });
});

// Apart from the sweep above: each stays well inside its time on a loaded CI machine (together they took
// more than three minutes there).
test('at 360 px no section scrolls sideways; at 1280 px every row action is in view', async ({ page }) => {
  await signInAs(page, 'partner');
  // partner-panel-layout.spec.ts checks #deceased and #pages at 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [hash, heading] of SECTIONS.slice(2)) {
    await test.step(`${hash} at 360 px`, async () => {
      await openSection(page, hash, heading);
      await sectionReady(page);
      await expectNoSideScroll(page, `${hash} at 360 px`);
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [hash, heading] of SECTIONS.slice(0, 6)) {
    await test.step(`${hash} at 1280 px: every row action in view`, async () => {
      await openSection(page, hash, heading);
      await sectionReady(page);
      const tables = page.getByRole('table');
      for (let i = 0; i < (await tables.count()); i += 1) {
        if ((await tables.nth(i).locator('tbody tr td:last-child').locator('button, a').count()) === 0)
          continue;
        await expectRowActionsInView(page, tables.nth(i), `${hash} table ${i} at 1280 px`);
      }
    });
  }
});

/** A select chosen by typing its option's text (the cascade's next select fills once this one is set). */
async function typeOption(page: Page, id: string, label: string): Promise<void> {
  const select = page.locator(`#${id}`);
  await expect(select.locator('option', { hasText: label }).first()).toBeAttached();
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator('option:checked')).toHaveText(label);
}

async function florence(page: Page, prefix: string): Promise<void> {
  await typeOption(page, `${prefix}-region`, 'Toscana');
  await typeOption(page, `${prefix}-province`, 'Firenze (FI)');
  await typeOption(page, `${prefix}-city`, 'Firenze');
}

test('the partner adds a notice by keyboard alone and deletes it', async ({ page }) => {
  const who = 'Clelia Tastierini';
  await signInAs(page, 'partner');
  await openSection(page, '#pages', 'Necrologi');
  await sectionReady(page);
  const add = page.getByRole('button', { name: 'Aggiungi necrologio', exact: true });

  // The question cancelled with Escape gives the focus back; confirmed, it opens the form.
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog');
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(add).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await tabTo(page, question.getByRole('button', { name: 'Si' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/partner-panel#aggiungi-necrologio');
  // The section keeps the focus while the form loads, then gives it to its heading: Tab goes on from there.
  await sectionReady(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Aggiungi necrologio' })).toBeFocused();

  await tabTo(page, page.locator('#obituary-name'));
  await page.keyboard.type('Clelia');
  await tabTo(page, page.locator('#obituary-surname'));
  await page.keyboard.type('Tastierini');
  // A radio group is one Tab stop (its first radio); the arrow keys move within it.
  await tabTo(page, page.getByRole('radio', { name: 'Uomo' }));
  await page.keyboard.press('ArrowRight');
  await expectFocusVisible(page);
  await expect(page.getByRole('radio', { name: 'Donna' })).toBeChecked();
  await tabTo(page, page.locator('#obituary-birth'));
  await page.keyboard.type('04111936');
  await tabTo(page, page.locator('#obituary-death'));
  await page.keyboard.type('11212026');
  await expect(page.locator('#obituary-death')).toHaveValue('2026-11-21');
  await florence(page, 'obituary-graveyard');
  await expect(page.locator('#obituary-graveyard-cap')).not.toHaveValue('');
  await florence(page, 'obituary-referring-zone-1');
  await tabTo(page, page.locator('#manifest-family'));
  await page.keyboard.type('Ne danno il triste annuncio i nipoti');
  await tabTo(page, page.locator('#funeral-place-1-name'));
  await page.keyboard.type('Pieve di San Martino');
  await florence(page, 'funeral-place-1');
  const terms = page.getByLabel('Accetto i termini e le condizioni del servizio');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Procedi' }));
  await page.keyboard.press('Enter');
  const success = page.getByRole('dialog', { name: 'Successo' });
  await expect(success).toContainText("Il necrologio verra' caricato al piu' presto");
  await expectFocusVisible(page);
  await tabTo(page, success.getByRole('button', { name: 'Chiudi' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/partner-panel#pages');
  await expectFocusVisible(page);

  // Deleted by keyboard: the question cancelled gives the focus back to its button, then confirmed.
  const remove = page.getByRole('button', { name: `Elimina necrologio: ${who}` });
  await expect(remove).toBeVisible();
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Si' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Elimina necrologio: ${who}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Necrologi' })).toBeFocused();
  await expectFocusVisible(page);
});
