// Partner onboarding (spec public §2 /partner, /partner-registrato, §5 "Partner", §8; spec panels §2
// #partners, §4 "Partner"): a funeral home registers at /partner; the admin accepts it; the partner chooses a
// password from the e-mailed link and lands on /partner-panel#deceased. A denied request cannot log in, even
// after choosing a password through 'password dimenticata'.
import { expect, test, type Page } from '@playwright/test';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { sendPartnerRequest } from './support/partner-request';
import { expectPath, login } from './support/platform';

interface Company {
  name: string;
  email: string;
  username: string;
}

function company(label: string): Company {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  return {
    name: `Onoranze ${label} ${tag}`,
    email: `onoranze.${label.toLowerCase()}.${tag}@example.it`,
    username: `onoranze${label.toLowerCase()}${tag}`,
  };
}

async function decide(admin: Page, firm: Company, action: 'Accetta' | 'Rifiuta', toast: string) {
  await admin.goto('/admin-panel#partners');
  const requests = admin.getByRole('region', { name: 'Richieste di registrazione' });
  await requests.getByRole('button', { name: `${action} ${firm.name}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(firm.name);
  await dialog.getByRole('button', { name: 'Si' }).click();
  await expect(admin.getByText(toast, { exact: true }).last()).toBeVisible();
  await expect(requests.getByRole('button', { name: `${action} ${firm.name}` })).toHaveCount(0);
}

test('a funeral home registers, the admin accepts it, it chooses a password from the e-mail and opens its panel', async ({
  page,
  browser,
}) => {
  const firm = company('Accettata');
  await sendPartnerRequest(page, firm);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await login(admin, 'adminricordo');
    await expectPath(admin, '/admin-panel#qrcode');
    const seen = await lastMailId();
    await decide(admin, firm, 'Accetta', 'accettato');
    const accepted = admin.getByRole('region', { name: 'Partner' });
    await expect(accepted.getByRole('row').filter({ hasText: firm.name })).toContainText('Attivo');

    const mail = await waitForMail(firm.email, /partnership/i, seen);
    await page.goto(linkIn(mail, '/registerComplete'));
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(firm.username);
    await page.getByLabel(/^Password\*?$/).fill('PartnerNuovo2026');
    await page.getByLabel(/^Conferma password\*?$/).fill('PartnerNuovo2026');
    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    // Signed in with the password just chosen: the partner panel opens (spec public §6).
    await expectPath(page, '/partner-panel#deceased');
  } finally {
    await adminContext.close();
  }
});

test('a denied request cannot log in, not even after choosing a password', async ({ page, browser }) => {
  const firm = company('Rifiutata');
  await sendPartnerRequest(page, firm);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await login(admin, 'adminricordo');
    await expectPath(admin, '/admin-panel#qrcode');
    await decide(admin, firm, 'Rifiuta', 'rifiutato');
  } finally {
    await adminContext.close();
  }

  // Without a password: nothing to log in with.
  await login(page, firm.username, 'QualsiasiPassword1');
  await expect(page.getByText('Credenziali errate')).toBeVisible();

  // A password chosen through the reset link still opens no panel.
  const seen = await lastMailId();
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Username' }).fill(firm.username);
  await page.getByRole('button', { name: 'Invia' }).click();
  await page.getByRole('dialog', { name: 'Successo' }).getByRole('button', { name: 'Chiudi' }).click();
  const mail = await waitForMail(firm.email, /password/i, seen);
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel(/^Nuova password\*?$/).fill('RifiutataNuova2026');
  await page.getByLabel(/^Conferma password\*?$/).fill('RifiutataNuova2026');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  await login(page, firm.username, 'RifiutataNuova2026');
  // spec public §4, §8: an account without permissions is told so, logged out and sent to the contact page.
  await expect(page.getByText(/problemi nel recupero delle informazioni del tuo account/)).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.session).toBeNull();
});
