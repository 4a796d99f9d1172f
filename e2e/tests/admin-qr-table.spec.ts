// The row actions of the admin's QR administration table (spec panels §2 "QR
// administration table", §4, §8) on codes this test generates: 'Elimina' and 'Assegna' after their
// questions, 'Conto vendita', and 'Cedi proprietà' of two selected rows to the demo client (spec panels
// "Ownership transfer dialog"). Each change is read back through the API. At the end the test's two pages are
// deleted (their pending transfer to clientedemo goes with them) and its codes too.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/panel-a11y';
import { csrf, expectPath, login } from './support/platform';

interface Plaque {
  ID: number;
  code: string;
  verification_code: string;
}

interface QrRow {
  ID: number;
  code: string;
  sold: number;
  saleChannel: string | null;
  deceased: { ID: number } | null;
  pending: number;
}

async function post(
  page: Page,
  path: string,
  options: {
    form?: Record<string, string>;
    multipart?: Record<string, string>;
    params?: Record<string, number>;
  },
) {
  const answer = await page.request.post(path, { headers: { 'X-CSRF-Token': await csrf(page) }, ...options });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: unknown }).data;
}

/** The table's rows of these codes, as GET /api/admin/qrcodes answers them (newest first). */
async function rowsOf(page: Page, plaques: Plaque[]): Promise<Map<number, QrRow>> {
  const answer = await page.request.get('/api/admin/qrcodes', { params: { page: 1, maxResults: 25 } });
  expect(answer.status()).toBe(200);
  const rows = ((await answer.json()) as { data: { qrcodes: QrRow[] } }).data.qrcodes;
  return new Map(rows.filter((row) => plaques.some((p) => p.ID === row.ID)).map((row) => [row.ID, row]));
}

/** The activation of a plaque by the signed-in admin: an unconfirmed page of its own on that code. */
function activation(plaque: Plaque, surname: string): Record<string, string> {
  return {
    qrCode: plaque.code,
    secureCode: plaque.verification_code,
    nameTo: 'Ottavio',
    surnameTo: surname,
    gender: 'M',
    graveyardRegion: '4',
    graveyardProvince: '15',
    graveyardCity: '15146',
    terms: '1',
  };
}

/** Answers the table's 'Attenzione' question with 'Si' (after axe's WCAG 2.2 AA check of the question). */
async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(dialog).toContainText(question);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Si' }).click();
  await expect(dialog).toBeHidden();
}

test('the admin deletes, assigns, sells on account and hands two selected codes to a user', async ({
  page,
}) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  const made = (
    (await post(page, '/api/admin/generateQrcode', { params: { amount: 4 } })) as {
      qrcodeData: Plaque[];
    }
  ).qrcodeData;
  expect(made).toHaveLength(4);
  const [gone, sold, first, second] = made;
  const surname = `Quadri${Date.now().toString(36)}`;
  const pages: number[] = [];
  try {
    for (const plaque of [first, second])
      await post(page, '/api/qrcodes/sendform/activate', { multipart: activation(plaque, surname) });
    for (const row of (await rowsOf(page, [first, second])).values()) pages.push(row.deceased!.ID);
    expect(pages).toHaveLength(2);

    await page.reload();
    const table = page.getByRole('region', { name: 'Gestione QR code' });
    const row = (plaque: Plaque): Locator =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: plaque.code, exact: true }) });
    await expect(row(gone)).toBeVisible();

    // The table with rows (a fresh demo has none for panel-a11y-admin.spec.ts to check).
    await expectAccessible(page);

    // 'Elimina', after its question: the code is no longer listed.
    await table.getByRole('button', { name: `Elimina il qrCode ${gone.code}` }).click();
    await confirm(
      page,
      "Sei sicuro di voler eliminare il qrCode selezionato, l'operazione sara` irreversibile",
    );
    await expect(page.getByText('Elemento eliminato con successo').last()).toBeVisible();
    await expect(row(gone)).toHaveCount(0);
    expect((await rowsOf(page, [gone])).size).toBe(0);

    // 'Assegna', after its question: sold by the admin, 'Assegnato', no longer offered.
    await table.getByRole('button', { name: `Imposta il qrCode ${sold.code} come assegnato` }).click();
    await confirm(page, 'Sei sicuro di voler impostare il qrcode come assegnato?');
    await expect(row(sold).getByText('Assegnato', { exact: true })).toBeVisible();
    await expect(
      table.getByRole('button', { name: `Imposta il qrCode ${sold.code} come assegnato` }),
    ).toHaveCount(0);
    expect((await rowsOf(page, [sold])).get(sold.ID)).toMatchObject({ sold: 1, saleChannel: 'admin' });

    // 'Conto vendita' on the assigned code: an order on account, the row says 'Conto vendita'.
    await table.getByRole('button', { name: `Registra il qrCode ${sold.code} in conto vendita` }).click();
    await confirm(page, 'Sei sicuro di voler registrare il qrcode selezionato in conto vendita?');
    await expect(page.getByText(/^Vendita in conto vendita registrata \(ordine \d+\)$/).last()).toBeVisible();
    await expect(row(sold).getByText('Conto vendita', { exact: true })).toBeVisible();
    expect((await rowsOf(page, [sold])).get(sold.ID)).toMatchObject({
      sold: 1,
      saleChannel: 'conto-vendita',
    });

    // Two rows selected, handed to clientedemo found by username.
    await expect(row(first)).toContainText(`Ottavio ${surname}`);
    await table.getByRole('checkbox', { name: `Seleziona il qrCode ${first.code}` }).check();
    await table.getByRole('checkbox', { name: `Seleziona il qrCode ${second.code}` }).check();
    await expect(page.getByText('Elementi selezionati: 2')).toBeVisible();
    await page.getByRole('button', { name: 'Cedi proprietà', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cedi proprietà' });
    await expect(dialog).toContainText('cedi la proprietà delle lapidi digitali selezionate');
    await dialog.getByLabel(/^Cerca l’utente per username/).fill('clientedemo');
    await dialog.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(dialog.getByRole('radio', { name: /\(clientedemo\)/ })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Si', exact: true }).click();
    await expect(dialog).toContainText('La richiesta di trasferimento è stata inviata con successo');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    for (const plaque of [first, second])
      await expect(row(plaque).getByText('In accettazione')).toBeVisible();
    for (const entry of (await rowsOf(page, [first, second])).values()) expect(entry.pending).toBe(1);
  } finally {
    // The pages go with their pending transfer; then the codes, freed, are deleted.
    for (const id of pages)
      await post(page, '/api/admin/deceasedDelete', { form: { deceasedID: String(id) } });
    for (const plaque of made)
      await post(page, '/api/admin/deleteQrcode', { form: { 'qrcode-id': String(plaque.ID) } });
  }
  expect((await rowsOf(page, made)).size).toBe(0);
});
