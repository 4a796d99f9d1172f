// A plaque's activation (spec public §1, §2 /activate-qrCode /post-activate, §5 "Activation",
// §6 login first, §8; docs/contracts.md "Plaques" → "Activation"). The admin makes plaques through the API; a
// signed-out visitor is asked to log in and goes on with the code after it; a newcomer
// scans one, activates it with its verification code, confirms from the e-mail (real SMTP on loopback),
// and the memorial is live at the plaque's URL, in the owner's client panel and in the admin's activation
// table. Refusals: a wrong verification code, an active code, a second confirmation; two activations of one
// code at the same instant: one wins.
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { ROOT } from './support/paths';
import { csrf, DEMO_PASSWORD, expectPath } from './support/platform';

interface Plaque {
  code: string;
  verification_code: string;
}

/** A real photo for the server to read and re-encode (one of the demo's, shipped with the project). */
const LAPIDE_PHOTO = join(ROOT, 'backend', 'assets', 'demo', 'memorial-1000-candle.jpg');

/** An API client signed in as the demo admin. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrf(api) },
    data: { email: 'adminricordo', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return api;
}

/** The multipart fields of an activation as the page sends them (the plaque, the deceased, a newcomer). */
function activationFields(plaque: Plaque, id: string): Record<string, string> {
  return {
    qrCode: plaque.code,
    secureCode: plaque.verification_code,
    nameTo: 'Teresa',
    surnameTo: 'Conti',
    gender: 'F',
    graveyardRegion: '4',
    graveyardProvince: '15',
    graveyardCity: '15146',
    name: 'Marco',
    surname: 'Conti',
    username: `marcoconti${id}`,
    email: `marco.${id}@example.com`,
    'contact-method': 'email',
    cf: 'CNTMRC70A01F205X',
    nationality: '105',
    region: '4',
    province: '15',
    location: '15146',
    cap: '20121',
    route: 'Via Larga',
    civic: '3',
    terms: '1',
  };
}

test('an anonymous visitor is asked to log in first and, once signed in, goes on with the scanned code', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL as string);
  const generated = await admin.post('/api/admin/generateQrcode', {
    params: { amount: 1 },
    headers: { 'X-CSRF-Token': await csrf(admin) },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const [plaque] = ((await generated.json()) as { data: { qrcodeData: Plaque[] } }).data.qrcodeData;
  await admin.dispose();

  await page.goto(`/qr/${plaque.code}`);
  await expectPath(page, `/activate-qrCode?code=${plaque.code}`);
  await expect(page.getByText("Effettua l'accesso per continuare")).toBeVisible();
  await expect(page.getByText('Codice valido: puoi attivare la lapide digitale.')).toBeVisible();
  await page.locator('section.pub-card-page').getByRole('button', { name: 'Accedi', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await dialog.getByLabel('Username o email').fill('clientedemo');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Accedi' }).click();
  // Still on the activation, with the scanned code: nothing is sent, so nothing is left behind.
  await expectPath(page, `/activate-qrCode?code=${plaque.code}`);
  const form = page.locator('form.pub-activate');
  await expect(form.getByRole('textbox', { name: /^Codice QR/ })).toHaveValue(plaque.code);
  await expect(form.getByRole('group', { name: 'I tuoi dati' })).toContainText(
    'La lapide digitale sarà associata al tuo account',
  );
});

test('a newcomer scans a new plaque, activates it, confirms from the e-mail; the memorial is live and listed', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL as string);
  const generated = await admin.post('/api/admin/generateQrcode', {
    params: { amount: 2 },
    headers: { 'X-CSRF-Token': await csrf(admin) },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const [plaque, second] = ((await generated.json()) as { data: { qrcodeData: Plaque[] } }).data.qrcodeData;

  // The scan of a plaque not yet activated opens the activation: login first (spec public §6), registering
  // on the way the second path, taken here; then the form with the code filled in.
  await page.goto(`/qr/${plaque.code.toLowerCase()}`);
  await expectPath(page, `/activate-qrCode?code=${plaque.code}`);
  await expect(page.getByText("Effettua l'accesso per continuare")).toBeVisible();
  await page.getByRole('button', { name: 'Registrati durante l’attivazione' }).click();
  const form = page.locator('form.pub-activate');
  await expect(form.getByRole('textbox', { name: /^Codice QR/ })).toHaveValue(plaque.code);
  await expect(form.getByText('Codice valido: puoi attivare la lapide digitale.')).toBeVisible();

  const email = `erica.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  const seen = await lastMailId();
  // A wrong verification code first.
  await form.getByRole('textbox', { name: /^Codice di verifica/ }).fill('ZZZZZZZZ');
  const deceased = form.getByRole('group', { name: 'Il tuo caro' });
  await deceased.getByRole('textbox', { name: /^Nome del defunto/ }).fill('Ernesto');
  await deceased.getByRole('textbox', { name: /^Cognome del defunto/ }).fill('Galli');
  await deceased.getByRole('radio', { name: 'Uomo' }).check();
  await deceased.getByLabel(/^Data di nascita/).fill('1935-04-12');
  await deceased.getByLabel(/^Data di morte/).fill('2024-10-03');
  await form.getByLabel(/^Foto della lapide/).setInputFiles(LAPIDE_PHOTO);
  await form.getByLabel(/^Scegli una frase/).selectOption({ label: 'Il tuo ricordo è la nostra forza.' });
  const burial = form.getByRole('group', { name: 'Luogo di sepoltura' });
  await burial.getByRole('textbox', { name: /^Nome del cimitero/ }).fill('Cimitero Monumentale');
  await burial.getByLabel(/^Regione/).selectOption({ label: 'Lombardia' });
  await burial.getByLabel(/^Provincia/).selectOption({ label: 'Milano (MI)' });
  await burial.getByLabel(/^Comune/).selectOption({ label: 'Milano' });
  const owner = form.getByRole('group', { name: 'I tuoi dati' });
  await owner.getByRole('textbox', { name: /^Nome/ }).fill('Erica');
  await owner.getByRole('textbox', { name: /^Cognome/ }).fill('Galli');
  await owner.getByRole('textbox', { name: /^Email/ }).fill(email);
  await owner.getByRole('textbox', { name: /^Codice fiscale/ }).fill('GLLRCE70A41F205X');
  const address = owner.getByRole('group', { name: 'Indirizzo di residenza' });
  await address.getByLabel(/^Regione/).selectOption({ label: 'Lombardia' });
  await address.getByLabel(/^Provincia/).selectOption({ label: 'Milano (MI)' });
  await address.getByLabel(/^Comune/).selectOption({ label: 'Milano' });
  await address.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Dante');
  await address.getByRole('textbox', { name: /^Civico/ }).fill('5');
  const username = owner.getByRole('textbox', { name: /^Username/ });
  await expect(username).toHaveValue(/^ericagalli\d*$/);
  await owner.getByRole('radio', { name: 'Email' }).check();
  await form.getByRole('checkbox', { name: /termini e condizioni/ }).check();
  await form.getByRole('button', { name: 'Procedi' }).click();
  const verification = form.getByRole('textbox', { name: /^Codice di verifica/ });
  await expect(verification).toHaveAccessibleDescription(/Codice QR o codice di verifica non validi/);
  await expect(form.getByRole('textbox', { name: /^Codice QR/ })).toBeFocused();

  // The right one: the data go, and the page says a confirmation message was sent.
  await verification.fill(plaque.verification_code.toLowerCase());
  const chosen = await username.inputValue();
  await form.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByRole('heading', { name: 'Controlla i tuoi messaggi' })).toBeVisible();
  await expectPath(page, '/post-activate');
  await expect(page.getByText(`Ti abbiamo inviato un messaggio a ${email}`)).toBeVisible();

  // Until the owner confirms, the plaque still opens the activation (and refuses a second request).
  await page.goto(`/qr/${plaque.code}`);
  await expectPath(page, `/activate-qrCode?code=${plaque.code}`);
  await expect(page.getByText('Attivazione già richiesta, controlla il messaggio di conferma')).toBeVisible();

  // The e-mail lists the data and carries the one-shot link.
  const mail = await waitForMail(
    email,
    /Conferma l'attivazione della lapide digitale di Ernesto Galli/,
    seen,
  );
  expect(mail.text).toContain('Luogo di sepoltura: Cimitero Monumentale, Milano (MI)');
  const confirmLink = linkIn(mail, '/conferma-attivazione');
  await page.goto(confirmLink);
  await expect(page.getByText(/la lapide digitale è attiva e visibile/)).toBeVisible();
  await page.getByRole('link', { name: 'Apri la lapide digitale' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Ernesto Galli/ })).toBeVisible();
  const memorialPath = new URL(page.url()).search;
  const deceasedId = Number(memorialPath.replace(/^\?0*/, ''));
  expect(deceasedId).toBeGreaterThan(0);

  // A second confirmation is refused with the token pages' text.
  await page.goto(confirmLink);
  await expect(page.getByRole('alert')).toHaveText('Il link non è più valido');

  // The plaque and its condolence QR now open the memorial and the book.
  await page.goto(`/qr/${plaque.code}`);
  await expectPath(page, `/memorial?000${deceasedId}`);
  await page.goto(`/qr/${plaque.code}/condoglianze`);
  await expectPath(page, `/memorial-book?000${deceasedId}`);

  // An active code is refused: early on the form, and by the server.
  await page.goto(`/activate-qrCode?code=${plaque.code}`);
  await expect(page.getByText('Questo codice QR è già stato attivato')).toBeVisible();
  const again = await request.newContext({ baseURL });
  const refused = await again.post('/api/qrcodes/sendform/activate', {
    headers: { 'X-CSRF-Token': await csrf(again) },
    multipart: activationFields(plaque, `${Date.now()}a`),
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Questo codice QR è già stato attivato',
  );

  // The admin's activation table shows the plaque active with its page.
  const table = await admin.get('/api/admin/getActivationTable');
  expect(table.ok()).toBe(true);
  const rows = ((await table.json()) as { data: { qrcodelist: Array<Record<string, unknown>> } }).data
    .qrcodelist;
  expect(rows.find((row) => row.code === plaque.code)).toMatchObject({
    ID: deceasedId,
    name: 'Ernesto',
    active: 1,
    activationStatus: 'active',
  });

  // The newcomer completes the registration from the other e-mail; the client panel lists the page.
  const registration = await waitForMail(email, /Completa la registrazione/, seen);
  await page.goto(linkIn(registration, '/registerComplete'));
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(chosen);
  await page.getByLabel(/^Password\*?$/).fill('UnaPassword2026');
  await page.getByLabel(/^Conferma password\*?$/).fill('UnaPassword2026');
  await page.getByRole('button', { name: 'Completa la registrazione' }).click();
  // Signed in with the password just chosen, on the client panel (spec public §6).
  await expectPath(page, '/client-panel#account');
  await page.goto('/client-panel#pages');
  await expect(page.getByRole('cell', { name: /^Ernesto Galli/ })).toBeVisible();

  // Two activations of the second code at the same instant: exactly one wins.
  const [one, two] = [await request.newContext({ baseURL }), await request.newContext({ baseURL })];
  const [tokenOne, tokenTwo] = [await csrf(one), await csrf(two)];
  const answers = await Promise.all([
    one.post('/api/qrcodes/sendform/activate', {
      headers: { 'X-CSRF-Token': tokenOne },
      multipart: activationFields(second, `${Date.now()}b`),
    }),
    two.post('/api/qrcodes/sendform/activate', {
      headers: { 'X-CSRF-Token': tokenTwo },
      multipart: activationFields(second, `${Date.now()}c`),
    }),
  ]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);
  const loser = answers.find((answer) => answer.status() === 409);
  expect(((await loser?.json()) as { message: string }).message).toBe(
    'Attivazione già richiesta, controlla il messaggio di conferma',
  );
  await Promise.all([admin.dispose(), again.dispose(), one.dispose(), two.dispose()]);
});
