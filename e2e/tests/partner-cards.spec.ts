// The partner panel's cards (spec panels §2 partner panel, §4 "Tombstone", §5 card-sending phone modal, §8):
// the demo partner sends the card of its deceased by WhatsApp from #deceased — a row in the outbox (the
// demo's /dev/mailbox) with the card's link — and the condolence book PDF is refused while the sale is on
// account, then downloads after the admin's updateConto ('Segna pagato' in #pages). Demo deceased 1000
// (Giuseppe Martinelli) is partnerdemo's; the test leaves it paid, as the demo has it.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPath, login } from './support/platform';

const ID = '0001000';
const NAME = 'Giuseppe Martinelli';
const UNPAID =
  "Per poter stampare il libro delle condoglianze è necessario perfezionare l'acquisto della lapide digitale";

async function adminPages(admin: Page): Promise<void> {
  await login(admin, 'adminricordo');
  await expectPath(admin, '/admin-panel#qrcode');
  await admin.getByRole('link', { name: 'Lapidi digitali' }).first().click();
  await expectPath(admin, '/admin-panel#pages');
  await admin.getByRole('textbox', { name: 'Cerca per nome' }).fill('Martinelli');
  await admin.getByRole('button', { name: 'Cerca' }).click();
  await expect(admin.getByRole('row').filter({ hasText: NAME })).toBeVisible();
}

/** updateConto through the admin's #pages toggle; the newest toast is this change's. */
async function setOnAccount(admin: Page, onAccount: boolean): Promise<void> {
  const action = onAccount ? 'Segna conto vendita' : 'Segna pagato';
  await admin.getByRole('button', { name: `${action}: ${NAME}` }).click();
  await expect(admin.getByText('Elemento modificato con successo').last()).toBeVisible();
  await expect(
    admin.getByRole('button', { name: `${onAccount ? 'Segna pagato' : 'Segna conto vendita'}: ${NAME}` }),
  ).toBeVisible();
}

/** The demo deceased's row in the partner's #deceased, found by name (newer records page it out). */
async function showRow(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Nome del defunto' }).fill('Martinelli');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('row').filter({ hasText: NAME })).toBeVisible();
}

async function openCards(page: Page) {
  const row = page.getByRole('row').filter({ hasText: NAME });
  await row.getByRole('button', { name: `Cartoncini e PDF di ${NAME}` }).click();
  return page.getByRole('dialog', { name: `Cartoncini e PDF di ${NAME}` });
}

/** The WhatsApp message to `to` as the demo's /dev/mailbox shows it (no WhatsApp provider here). */
async function messageTo(request: APIRequestContext, to: string): Promise<string> {
  const mailbox = await (await request.get('/dev/mailbox?limit=50')).text();
  return mailbox.split('<article').find((article) => article.includes(to)) ?? '';
}

test('partnerdemo sends the card by WhatsApp; the book PDF is refused on account and downloads after updateConto', async ({
  page,
  browser,
}) => {
  const phone = `3${String(Date.now()).slice(-8)}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  let onAccount = false;
  try {
    await adminPages(admin);
    await setOnAccount(admin, true);
    onAccount = true;

    await login(page, 'partnerdemo');
    await expectPath(page, '/partner-panel#deceased');
    await expect(page.getByRole('list', { name: 'Riepilogo' })).toContainText('Lapidi digitali');
    await showRow(page);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row.getByText('Conto vendita', { exact: true })).toBeVisible();

    // The phone modal: 'Invia' disabled while empty or longer than 9 characters.
    const cards = await openCards(page);
    await cards.getByRole('button', { name: 'Invia il cartoncino su WhatsApp' }).click();
    const modal = page.getByRole('dialog', { name: 'Invia il cartoncino su WhatsApp' });
    const send = modal.getByRole('button', { name: 'Invia' });
    await expect(send).toBeDisabled();
    await modal.getByRole('textbox', { name: 'Numero di telefono' }).fill(`${phone}1`);
    await expect(send).toBeDisabled();
    await modal.getByRole('textbox', { name: 'Numero di telefono' }).fill(phone);
    await send.click();
    const done = page.getByRole('dialog', { name: 'Successo' });
    await expect(done).toContainText('Messaggio con il contatto di whatsapp inviato con successo');
    await done.getByRole('button', { name: 'Chiudi' }).first().click();

    // The outbox row: WhatsApp to +39-{phone}, carrying the link of the deceased's page.
    await expect.poll(() => messageTo(page.request, `+39-${phone}`)).toContain('WhatsApp');
    const message = await messageTo(page.request, `+39-${phone}`);
    expect(message).toContain(`/memorial?${ID}`);
    expect(message).toContain('Giuseppe Martinelli');

    // The book while on account: the prompt in the panel, and the server refuses it too.
    await cards.getByRole('button', { name: 'Libro delle condoglianze (pdf)' }).click();
    await expect(cards.getByRole('alert')).toContainText(UNPAID);
    await expect(cards.getByRole('link', { name: "Procedi all'acquisto" })).toBeVisible();
    const refused = await page.request.get(`/api/pdfBook/${ID}`);
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { message: string }).message).toBe(UNPAID);

    await setOnAccount(admin, false);
    onAccount = false;

    await page.reload();
    await showRow(page);
    await expect(page.getByRole('row').filter({ hasText: NAME }).getByText('Conto vendita')).toHaveCount(0);
    const paid = await openCards(page);
    const downloading = page.waitForEvent('download');
    await paid.getByRole('button', { name: 'Libro delle condoglianze (pdf)' }).click();
    const download = await downloading;
    await expect(page.getByText('Il pdf è stato scaricato con successo').last()).toBeVisible();
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(paid.getByText(UNPAID)).toHaveCount(0);
  } finally {
    if (onAccount) await setOnAccount(admin, false);
    await adminContext.close();
  }
});
