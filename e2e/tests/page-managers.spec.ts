// Several managers per page (docs/contracts.md "Page managers and guests"): the demo owner invites a newcomer
// by e-mail from 'Gestori' of the demo page; the newcomer registers, opens the invitation link signed out,
// signs in there and accepts; a visitor's paid candle waits for the family; the manager approves it from
// their own client panel (#dedic, 'Dediche sulle lapidi che gestisci') and it is published; the owner reads
// it in 'Attività dei gestori' and removes the manager, so the demo page ends with no managers again.
import { expect, type Page, test } from '@playwright/test';
import { fillOrderForm, payWithTestCheckout } from './support/dedication-order';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { expectPath, signInAs } from './support/platform';

const DEMO_PAGE = 'Giuseppe Martinelli';

function unique(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
}

/** Registers a newcomer with e-mail and a password, then signs out (as accounts.spec does). */
async function registerNewcomer(page: Page, email: string, password: string): Promise<string> {
  const seen = await lastMailId();
  await page.goto('/registrazione');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marta');
  await page.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Gestori');
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveValue(/^martagestori\d*$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('checkbox', { name: /Accetto i termini e condizioni/ }).check();
  const chosen = await username.inputValue();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/esito-registrazione');
  const mail = await waitForMail(email, /registrazione/i, seen);
  await page.goto(linkIn(mail, '/registerComplete'));
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByLabel(/^Conferma password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Completa la registrazione' }).click();
  await expectPath(page, '/client-panel#account');
  await page.getByRole('button', { name: 'ESCI' }).first().click();
  await expectPath(page, '/home');
  return chosen;
}

/** The demo owner's 'Gestori' dialog of the demo page. */
async function openManagers(page: Page) {
  // A fresh load of the section: nothing left open from before.
  await page.goto('/client-panel#account');
  await page.reload();
  await page.goto('/client-panel#pages');
  const row = page.getByRole('row').filter({ hasText: DEMO_PAGE }).first();
  await row.getByRole('button', { name: `Gestori della lapide di ${DEMO_PAGE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Gestori della pagina di ${DEMO_PAGE}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an owner invites a manager who accepts and approves a dedication waiting for the family', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `${unique('gestrice')}@example.it`;
  const password = 'UnaPassword2026';
  const giver = { email: `${unique('dono')}@example.it`, text: unique('Una luce per te') };

  // The newcomer has an account (they may also register after receiving the invitation).
  const managerPage = await (await browser.newContext()).newPage();
  const username = await registerNewcomer(managerPage, email, password);

  // The owner invites them by e-mail from 'Gestori'.
  const ownerPage = await (await browser.newContext()).newPage();
  await signInAs(ownerPage, 'client');
  const before = await lastMailId();
  let dialog = await openManagers(ownerPage);
  await dialog.getByLabel('Invia con').selectOption('email');
  await dialog.getByRole('textbox', { name: /Indirizzo e-mail/ }).fill(email);
  await dialog.getByRole('button', { name: 'Invia invito' }).click();
  await expect(ownerPage.getByText('Invito inviato').first()).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  const invitation = await waitForMail(
    email,
    new RegExp(`^Invito a gestire la pagina di ${DEMO_PAGE}$`),
    before,
  );

  // Signed out, the link says who invites; they sign in on the page and accept.
  await managerPage.goto(linkIn(invitation, '/invito-pagina'));
  await expect(managerPage.getByText(`ti invita a gestire la pagina di ${DEMO_PAGE}`)).toBeVisible();
  await managerPage.getByLabel('Username o e-mail').fill(username);
  await managerPage.getByLabel('Password', { exact: true }).fill(password);
  await managerPage.getByRole('button', { name: 'Accedi e accetta' }).click();
  await expect(managerPage.getByText('Invito accettato: ora gestisci questa pagina')).toBeVisible();
  // The same link again: 'Invito già usato', with the offer to ask again.
  await managerPage.goto(linkIn(invitation, '/invito-pagina'));
  await expect(managerPage.getByText('Invito già usato')).toBeVisible();
  await expect(managerPage.getByRole('button', { name: 'Chiedi un nuovo invito' })).toBeVisible();

  // A visitor's candle waits for the family.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/flowers?dedica-cero&1000');
  await fillOrderForm(visitor, giver);
  await payWithTestCheckout(visitor);

  // The manager sees the page beside theirs and approves the candle from their panel.
  await managerPage.goto('/client-panel#pages');
  const managed = managerPage.getByRole('region', { name: 'Lapidi che gestisci' });
  await expect(managed.getByRole('row').filter({ hasText: DEMO_PAGE })).toBeVisible();
  await managerPage.goto('/client-panel#dedic');
  const waiting = managerPage.getByRole('region', { name: 'Dediche sulle lapidi che gestisci' });
  const row = waiting.getByRole('row').filter({ hasText: giver.text });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.getByRole('button', { name: /^Accetta la dedica di / }).click();
  await managerPage.getByRole('dialog').getByRole('button', { name: 'Si', exact: true }).click();
  await expect(row).toHaveCount(0, { timeout: 10_000 });
  await visitor.goto('/memorial?0001000');
  await expect(visitor.locator('.pub-dedic-list > li').filter({ hasText: giver.text })).toHaveCount(1);

  // The owner reads it in 'Attività dei gestori', then removes the manager (the demo page has none again).
  dialog = await openManagers(ownerPage);
  const activity = dialog.getByRole('region', { name: 'Attività dei gestori' });
  await expect(activity.getByText('Gestore: dedica approvata')).toBeVisible();
  await expect(activity.getByText(username).first()).toBeVisible();
  await dialog.getByRole('button', { name: /^Rimuovi Marta Gestori dai gestori$/ }).click();
  await ownerPage.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(dialog.getByText('Nessun gestore.')).toBeVisible();

  // Removed, the former manager no longer finds the page in their panel.
  await managerPage.goto('/client-panel#pages');
  await expect(managerPage.getByRole('region', { name: 'Lapidi che gestisci' })).toHaveCount(0);
});
