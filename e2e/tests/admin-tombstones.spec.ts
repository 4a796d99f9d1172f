// The tombstone switch (spec panels §2 #pages, §4 "Tombstone: enabled/disabled toggle (updateDeceased)"): the
// demo admin disables a digital tombstone from #pages; its page is no longer served to visitors (neither the
// server-rendered page nor its data, and the memorial page says it was not found); the admin enables it
// again and visitors see it again. Demo deceased 1116 (Giosuè Tomasello) is used by no other journey.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPath, login } from './support/platform';

const ID = '0001116';
const NAME = 'Giosuè Tomasello';

async function served(request: APIRequestContext): Promise<boolean> {
  const data = await request.get(`/api/deceased/deceasedData/${ID}`);
  const html = await (await request.get(`/memorial?${ID}`)).text();
  expect(html.includes('Tomasello')).toBe(data.status() === 200);
  return data.status() === 200;
}

async function toggle(admin: Page, action: 'Disabilita' | 'Abilita', state: 'Disabilitata' | 'Abilitata') {
  await admin.getByRole('button', { name: `${action}: ${NAME}` }).click();
  // The toast of an earlier change may still be shown: the newest is this one's.
  await expect(admin.getByText('Elemento modificato con successo').last()).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: NAME });
  await expect(row.getByText(state, { exact: true })).toBeVisible();
}

test('the admin disables a tombstone, its page is no longer served to visitors, then enables it again', async ({
  page,
  browser,
}) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  await page.getByRole('link', { name: 'Lapidi digitali' }).first().click();
  await expectPath(page, '/admin-panel#pages');
  await page.getByRole('textbox', { name: 'Cerca per nome' }).fill('Tomasello');
  await page.getByRole('button', { name: 'Cerca' }).click();
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row.getByText('Abilitata', { exact: true })).toBeVisible();
  await expect(
    row.getByRole('link', { name: `Apri la lapide di ${NAME} in una nuova scheda` }),
  ).toHaveAttribute('href', `/memorial?${ID}`);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/memorial?${ID}`);
    await expect(visitor.getByRole('heading', { name: NAME })).toBeVisible();
    expect(await served(visitor.request)).toBe(true);

    await toggle(page, 'Disabilita', 'Disabilitata');
    expect(await served(visitor.request)).toBe(false);
    await visitor.goto(`/memorial?${ID}`);
    await expect(visitor.getByText('Defunto con id 1116 non trovato', { exact: false })).toBeVisible();

    await toggle(page, 'Abilita', 'Abilitata');
    expect(await served(visitor.request)).toBe(true);
    await visitor.goto(`/memorial?${ID}`);
    await expect(visitor.getByRole('heading', { name: NAME })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
