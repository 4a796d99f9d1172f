// Registration, completion, login, recovery — with the messages delivered over real SMTP.
import { expect, type Page, test } from '@playwright/test';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { expectPath, login } from './support/platform';

interface Newcomer {
  username: string;
  email: string;
  password: string;
}

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`;
}

async function fillNames(page: Page, name: string, surname: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Cognome', exact: true }).fill(surname);
}

/** Registers a newcomer with e-mail, follows the e-mailed link and chooses a password. */
async function registerNewcomer(page: Page, password = 'UnaPassword2026'): Promise<Newcomer> {
  const email = uniqueEmail('newcomer');
  const seen = await lastMailId();
  await page.goto('/registrazione');
  await fillNames(page, 'Lucia', 'Bianchi');
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveValue(/^luciabianchi\d*$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('checkbox', { name: /Accetto i termini e condizioni/ }).check();
  const chosenUsername = await username.inputValue();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/esito-registrazione');
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(email, /registrazione/i, seen);
  await page.goto(linkIn(mail, '/registerComplete'));
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(chosenUsername);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByLabel(/^Conferma password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Completa la registrazione' }).click();
  // Signed in with the password just chosen, on the client panel (spec public §6); signed out
  // again, so each test starts from a visitor.
  await expectPath(page, '/client-panel#account');
  await page.getByRole('button', { name: 'ESCI' }).first().click();
  await expectPath(page, '/home');
  return { username: chosenUsername, email, password };
}

test('a newcomer registers with e-mail, follows the e-mailed link, sets a password and lands on the client panel', async ({
  page,
}) => {
  const newcomer = await registerNewcomer(page);
  await login(page, newcomer.username, newcomer.password);
  await expectPath(page, '/client-panel#account');
  const panel = page.locator('[data-remote="mfe_client"]');
  await panel.getByRole('button', { name: 'Dati account' }).click();
  await expect(panel.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(newcomer.email);
});

test('with a phone only, WhatsApp is chosen and the e-mail option is disabled', async ({ page }) => {
  await page.goto('/registrazione');
  await fillNames(page, 'Marco', 'Gallo');
  await page.getByRole('textbox', { name: 'Telefono' }).fill('3331234567');
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Email' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Telefono' }).fill('');
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();
});

test('each invalid registration field shows the spec message', async ({ page }) => {
  await page.goto('/registrazione');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
  await expect(
    page.getByText('Devi inserire una mail o un numero di telefono valido per poterti registrare'),
  ).toBeVisible();
  await expect(page.getByText('Devi effettuare una scelta')).toBeVisible();
  await expect(page.getByText('Devi accettare i termini')).toBeVisible();

  // A short name still gets a username of at least 6 characters, made free with a numeric suffix.
  await fillNames(page, 'Ana', 'Ro');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(/^anaro\d+$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('non-una-mail');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByText('Campo non valido').first()).toBeVisible();

  await page.getByRole('checkbox', { name: 'Desidero ricevere notifiche sui necrologi' }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByText('Seleziona almeno una zona')).toBeVisible();
});

test('an e-mail already in use is refused with the field marked, and nothing else said', async ({ page }) => {
  await page.goto('/registrazione');
  await fillNames(page, 'Giulia', 'Doppia');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill('cliente@ricordo.example');
  // Leaving the field checks the address, and its message appears under it and moves the fields below: a click
  // on a radio that moves between press and release is lost, so the message is awaited first, as a person sees it.
  await email.blur();
  await expect(page.getByText('Email già registrata')).toBeVisible();
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('checkbox', { name: /Accetto i termini e condizioni/ }).check();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(/^giuliadoppia\d*$/);
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByText('Email già registrata')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/registrazione$/);
});

test('forgot password, reset from the e-mailed link, log in with the new password; the old link is no longer valid', async ({
  page,
}) => {
  const newcomer = await registerNewcomer(page);
  const seen = await lastMailId();
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Username' }).fill(newcomer.username);
  await page.getByRole('button', { name: 'Invia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Successo' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expectPath(page, '/');

  const mail = await waitForMail(newcomer.email, /password/i, seen);
  const resetLink = linkIn(mail, '/reset-password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Reimposta la password' })).toBeVisible();
  await page.getByLabel(/^Nuova password\*?$/).fill('NuovaPassword2026');
  await page.getByLabel(/^Conferma password\*?$/).fill('NuovaPasswordDiversa');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByText('Le password non coincidono')).toBeVisible();
  await page.getByLabel(/^Conferma password\*?$/).fill('NuovaPassword2026');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  await expect(page.getByText('Le modifiche sono state apportate con successo')).toBeVisible();

  await login(page, newcomer.username, newcomer.password);
  await expect(page.getByText('Credenziali errate')).toBeVisible();
  await login(page, newcomer.username, 'NuovaPassword2026');
  await expectPath(page, '/client-panel#account');

  await page.getByRole('button', { name: 'ESCI' }).first().click();
  await expectPath(page, '/home');
  await page.goto(resetLink);
  await expect(page.getByText('Il link non è più valido')).toBeVisible();
});
