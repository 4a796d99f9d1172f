// 'Cedi proprietà' (spec panels §2): an owner hands a digital tombstone to another user from the client
// panel; the receiver accepts from the e-mailed link (real SMTP on loopback); the page moves between the two
// client panels; a second request while the first waits shows PENDING_REQUEST and the forced resend works
// (the superseded link no longer does).
import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { lastMailId, linkIn, waitForMail, type ReceivedMail } from './support/mailbox';
import { csrf, DEMO_PASSWORD, expectPath, login } from './support/platform';

interface Account {
  username: string;
  email: string;
  password: string;
  name: string;
  surname: string;
}

const PENDING =
  'Il caro selezionato è stato già trasferito e sta aspettando la risposta del ricevente, desidera procedere lo stesso?';
const SENT = 'La richiesta di trasferimento è stata inviata con successo';
// Demo deceased 1002 (Maria Grazia Esposito): a tombstone page without an owner in the demo data.
const PAGE_ID = 1002;
const PAGE_NAME = 'Maria Grazia Esposito';
const TRANSFER_SUBJECT = /Ti è stata ceduta la lapide digitale di Maria Grazia Esposito/;

async function api(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL });
}

async function post(context: APIRequestContext, path: string, form: Record<string, string>) {
  const answer = await context.post(path, { form, headers: { 'X-CSRF-Token': await csrf(context) } });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { data: Record<string, unknown> };
}

/** A new client account with a password, made the way the registration page makes one (link by e-mail). */
async function newClient(baseURL: string, name: string, surname: string): Promise<Account> {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = {
    username: `${name}${surname}${unique}`.toLowerCase(),
    email: `${name}.${unique}@example.it`.toLowerCase(),
    password: 'UnaPassword2026',
    name,
    surname,
  };
  const context = await api(baseURL);
  const seen = await lastMailId();
  await post(context, '/api/account/registration', {
    name,
    surname,
    username: account.username,
    email: account.email,
    'contact-method': 'email',
    terms: '1',
  });
  const mail = await waitForMail(account.email, /registrazione/i, seen);
  const token = new URL(linkIn(mail, '/registerComplete'), baseURL).searchParams.get('token') ?? '';
  await post(context, '/api/account/register', {
    registrationToken: token,
    newPassword: account.password,
    password: account.password,
  });
  await context.dispose();
  return account;
}

async function signedInPage(
  browser: Browser,
  account: { username: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, account.username, account.password);
  await expectPath(page, '/client-panel#account');
  return page;
}

async function userIdOf(page: Page): Promise<number> {
  const answer = await page.request.get('/api/auth/session');
  return ((await answer.json()) as { session: { userdata: { user_id: number } } }).session.userdata.user_id;
}

function pagesOf(page: Page) {
  return page.locator('[data-remote="mfe_client"]');
}

async function openMyPages(page: Page) {
  await page.goto('/client-panel#pages');
  // Already there, goto only moves the hash: load the list afresh.
  await page.reload();
  await expect(pagesOf(page).getByRole('heading', { name: 'Le mie lapidi digitali' })).toBeVisible();
}

/** 'Cedi proprietà' on the page's row, search the receiver, pick them and answer SI. */
async function handOver(page: Page, receiver: Account) {
  const row = pagesOf(page).getByRole('row', { name: new RegExp(PAGE_NAME) });
  await row.getByRole('button', { name: `Cedi proprietà della lapide di ${PAGE_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cedi proprietà' });
  await expect(dialog).toContainText('cedi la proprietà della lapide digitale a un altro utente');
  await expect(dialog.getByRole('note')).toContainText('irreversibile');
  await dialog.getByLabel('Cerca l’utente per username').fill(receiver.username);
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  await dialog
    .getByRole('radio', { name: `${receiver.name} ${receiver.surname} (${receiver.username})` })
    .check();
  await dialog.getByRole('button', { name: 'Si' }).click();
  return dialog;
}

test('an owner hands a page over; the receiver accepts from the link; a second request asks to force it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await newClient(baseURL!, 'Lucia', 'Ferraro');
  const receiver = await newClient(baseURL!, 'Paolo', 'Conti');

  // The owner gets the page first: the admin hands the demo tombstone to them and they accept by e-mail.
  const ownerPage = await signedInPage(browser, owner);
  const ownerId = await userIdOf(ownerPage);
  const admin = await api(baseURL!);
  await post(admin, '/api/auth/login', { email: 'adminricordo', password: DEMO_PASSWORD });
  let seen = await lastMailId();
  await post(admin, '/api/admin/changeOwner', {
    'deceased-id': String(PAGE_ID),
    'new-owner-id': String(ownerId),
  });
  await admin.dispose();
  await ownerPage.goto(
    linkIn(await waitForMail(owner.email, TRANSFER_SUBJECT, seen), '/accetta-trasferimento'),
  );
  await expect(
    ownerPage.getByText(/Trasferimento completato: la lapide digitale di Maria Grazia Esposito/),
  ).toBeVisible();

  // The owner hands it to the receiver from the client panel: it stays theirs, shown 'In accettazione'.
  await openMyPages(ownerPage);
  seen = await lastMailId();
  const dialog = await handOver(ownerPage, receiver);
  await expect(dialog.getByText(SENT)).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  const row = pagesOf(ownerPage).getByRole('row', { name: new RegExp(PAGE_NAME) });
  await expect(row.getByText('In accettazione')).toBeVisible();
  const first = await waitForMail(receiver.email, TRANSFER_SUBJECT, seen);
  expect(first.text).toContain(
    'Lucia Ferraro desidera cederti la proprietà della lapide digitale di Maria Grazia Esposito',
  );

  // A second request while the first waits: PENDING_REQUEST, then the forced resend.
  const again = await handOver(ownerPage, receiver);
  const force = ownerPage.getByRole('dialog', { name: 'Attenzione' });
  await expect(force).toContainText(PENDING);
  await force.getByRole('button', { name: 'Si' }).click();
  await expect(again.getByText(SENT)).toBeVisible();
  await again.getByRole('button', { name: 'Chiudi' }).click();
  const second: ReceivedMail = await waitForMail(receiver.email, TRANSFER_SUBJECT, first.id);

  // The receiver: the superseded link is refused, the new one moves the page.
  const receiverPage = await signedInPage(browser, receiver);
  await receiverPage.goto(linkIn(first, '/accetta-trasferimento'));
  await expect(receiverPage.getByRole('alert')).toContainText('Il link non è più valido');
  seen = await lastMailId();
  await receiverPage.goto(linkIn(second, '/accetta-trasferimento'));
  await expect(
    receiverPage.getByText(/Trasferimento completato: la lapide digitale di Maria Grazia Esposito è ora tua/),
  ).toBeVisible();
  await expect(receiverPage.getByRole('link', { name: 'Vai alla pagina memorial' })).toHaveAttribute(
    'href',
    `/memorial?000${PAGE_ID}`,
  );
  await receiverPage.getByRole('link', { name: 'Apri il tuo pannello' }).click();
  await expectPath(receiverPage, '/client-panel#pages');
  await expect(pagesOf(receiverPage).getByRole('row', { name: new RegExp(PAGE_NAME) })).toBeVisible();
  await expect(pagesOf(receiverPage).getByText('In accettazione')).toHaveCount(0);

  // The page has left the former owner's panel, and the former owner is told.
  await openMyPages(ownerPage);
  await expect(pagesOf(ownerPage).getByText('Non hai ancora lapidi digitali.')).toBeVisible();
  await waitForMail(owner.email, /Trasferimento di proprietà completato/, seen);

  // The link works once.
  await receiverPage.goto(linkIn(second, '/accetta-trasferimento'));
  await expect(receiverPage.getByRole('alert')).toContainText('Il link non è più valido');
});
