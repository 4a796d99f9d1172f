// The partner's #dedic (spec panels §2 partner panel). Two pending gifts are left on the demo
// memorial 1000 (a deceased of partnerdemo) through the admin's dedicAdmin call; the funeral home finds
// them among the dedications awaiting its decision, accepts one and refuses the other after the
// confirmation, and neither is left waiting. The admin deletes both gifts afterwards (the demo database is
// shared by the journeys that follow).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { csrf, expectPath, login } from './support/platform';

function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** A pending candle on memorial 1000 with this text, left by the signed-in admin; its id. */
async function pendingGift(admin: Page, text: string): Promise<number> {
  const answer = await admin.request.post('/api/admin/dedicAdmin', {
    headers: { 'X-CSRF-Token': await csrf(admin.request) },
    multipart: { 'dedic-type': 'dedica-cero', 'deceased-id': '0001000', dedic: text, publish: 'pending' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { ID: number } }).data.ID;
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  return page;
}

test('the funeral home accepts and refuses the dedications left on its pages (#dedic)', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  const toAccept = unique('Ti ricordiamo con affetto');
  const toRefuse = unique('Un pensiero da rifiutare');
  const ids = [await pendingGift(admin, toAccept), await pendingGift(admin, toRefuse)];
  try {
    await login(page, 'partnerdemo');
    await expectPath(page, '/partner-panel#deceased');
    await page.goto('/partner-panel#dedic');
    await expect(page.getByRole('heading', { level: 2, name: 'Richieste di dedica' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Dediche in attesa di accettazione' });

    const accepted = table.getByRole('row').filter({ hasText: toAccept });
    await expect(accepted).toBeVisible();
    await expect(accepted).toContainText('Giuseppe Martinelli');
    await accepted.getByRole('button', { name: /^Accetta la dedica di/ }).click();
    const question = page.getByRole('dialog', { name: 'Attenzione' });
    await question.getByRole('button', { name: 'Si' }).click();
    await expect(page.getByText('accettato', { exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: toAccept })).toHaveCount(0);

    const refused = table.getByRole('row').filter({ hasText: toRefuse });
    await refused.getByRole('button', { name: /^Rifiuta la dedica di/ }).click();
    await page.getByRole('dialog', { name: 'Attenzione' }).getByRole('button', { name: 'Si' }).click();
    await expect(page.getByText('rifiutato', { exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: toRefuse })).toHaveCount(0);

    // The server agrees: neither waits any more, the first accepted, the second refused.
    const list = (await (
      await admin.request.get('/api/admin/deceased/0001000/dedications?maxResults=100')
    ).json()) as { data: { dedications: Array<{ ID: number; status: string }> } };
    const statusOf = (id: number) => list.data.dedications.find((item) => item.ID === id)?.status;
    expect(statusOf(ids[0])).toBe('accepted');
    expect(statusOf(ids[1])).toBe('refused');
  } finally {
    for (const id of ids) {
      const gone = await admin.request.post('/api/admin/deleteDedic', {
        headers: { 'X-CSRF-Token': await csrf(admin.request) },
        data: { dedicID: String(id) },
      });
      expect(gone.status(), await gone.text()).toBe(200);
    }
    await admin.context().close();
  }
});
