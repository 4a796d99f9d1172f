// The admin reviews dedications (spec panels §2 #dedic, §4 "Admin editing a pending dedication
// can tick 'Accetta la dedica'", §7 editDedic and deleteDedic, §8). Two pending gifts are left on the demo
// memorial 1000 through the admin's own dedicAdmin call (no payment, publish 'pending'); the admin edits one,
// force-publishes it and sees it on the memorial page, and deletes the other after the confirmation.
import { expect, type Page, test } from '@playwright/test';
import { expectPath, login } from './support/platform';

const MEMORIAL = '/memorial?0001000';

function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** A pending candle on memorial 1000 with this text, as the signed-in admin (dedicAdmin, multipart). */
async function pendingGift(page: Page, text: string): Promise<void> {
  const token = (await (await page.request.get('/api/auth/securitytoken')).json()) as {
    data: { _csrf: string };
  };
  const answer = await page.request.post('/api/admin/dedicAdmin', {
    headers: { 'X-CSRF-Token': token.data._csrf },
    multipart: { 'dedic-type': 'dedica-cero', 'deceased-id': '0001000', dedic: text, publish: 'pending' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the admin edits a pending dedication, force-publishes it onto the memorial page, and deletes another', async ({
  page,
}) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  const edited = unique('Per sempre nei nostri cuori');
  const removed = unique('Da eliminare');
  const toEdit = unique('Testo iniziale');
  await pendingGift(page, toEdit);
  await pendingGift(page, removed);

  // Not yet accepted: the memorial page shows neither text.
  await page.goto(MEMORIAL);
  await expect(page.getByRole('heading', { name: "LO RICORDANO COSI'" })).toBeVisible();
  await expect(page.getByText(toEdit)).toHaveCount(0);

  await page.goto('/admin-panel#dedic');
  await expect(page.getByRole('heading', { level: 2, name: 'Dediche da approvare' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: toEdit });
  await expect(row).toContainText('In attesa di accettazione');
  await row.getByRole('button', { name: /^Modifica la dedica di/ }).click();

  const modal = page.getByRole('dialog', { name: 'Modifica dedica' });
  await modal.getByLabel('Tipo di dedica').selectOption({ label: 'Fiori virtuali' });
  await modal.getByRole('textbox', { name: 'Testo' }).fill(edited);
  await modal.getByRole('textbox', { name: /^Firma/ }).fill('Lo staff di Ricordo');
  await modal.getByRole('checkbox', { name: 'Accetta la dedica' }).check();
  await expect(modal.getByRole('checkbox', { name: /Avvisa chi ha lasciato la dedica/ })).toBeChecked();
  await modal.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Dedica modificata con successo')).toBeVisible();
  await expect(modal).toBeHidden();
  // Accepted: it leaves the list of those awaiting review.
  await expect(page.getByRole('row').filter({ hasText: edited })).toHaveCount(0);

  await page.goto(MEMORIAL);
  await expect(page.getByRole('heading', { name: "LO RICORDANO COSI'" })).toBeVisible();
  const published = page.locator('.pub-dedic-list > li').filter({ hasText: edited });
  await expect(published).toBeVisible();
  await expect(published).toContainText('Lo staff di Ricordo');

  await page.goto('/admin-panel#dedic');
  const other = page.getByRole('row').filter({ hasText: removed });
  await other.getByRole('button', { name: /^Elimina la dedica di/ }).click();
  const question = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(question).toContainText('Sei sicuro di voler eliminare la dedica selezionata?');
  await question.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('cancellato', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: removed })).toHaveCount(0);

  await page.goto(MEMORIAL);
  await expect(page.getByRole('heading', { name: "LO RICORDANO COSI'" })).toBeVisible();
  await expect(page.locator('.pub-dedic-list > li').filter({ hasText: edited })).toBeVisible();
  // Gone for the admin too (a pending dedication's text never reaches the public page).
  const list = (await (
    await page.request.get('/api/admin/deceased/0001000/dedications?maxResults=100')
  ).json()) as { data: { dedications: Array<{ text: string | null }> } };
  const texts = list.data.dedications.map((item) => item.text);
  expect(texts).toContain(edited);
  expect(texts).not.toContain(removed);
});
