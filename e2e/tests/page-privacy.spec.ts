// Page privacy (docs/contracts.md "Page privacy"): the demo client sets the demo page 1000 'Privata' from
// 'Visibilità della pagina' in #pages; a visitor and a signed-in stranger get 'Pagina riservata'; the same
// visitor scans the page's plaque (/qr/{code}; the demo page has none, so an active plaque is written
// straight into the database for the journey) and the memorial opens, photo included; the owner invites the
// demo lamp manager as a guest (the page-members API, the invitation mail from the SMTP sink) and, signed
// in, the guest opens it. At the end the page is 'Pubblica' again, without its plaque, guest, invitation or
// key, as the demo data was.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { E2E_DATA_DIR, ROOT } from './support/paths';
import { csrf, expectPath, login, signInAs } from './support/platform';

const DECEASED_ID = 1000;
const NAME = 'Giuseppe Martinelli';
const GUEST_EMAIL = 'lampade@ricordo.example';

const PLAQUE = `E2EPRIV${Date.now().toString(36).toUpperCase()}`;

interface SqliteDatabase {
  prepare(sql: string): { run(...values: unknown[]): unknown };
  pragma(text: string): unknown;
  close(): void;
}
const Database = createRequire(join(ROOT, 'backend', 'package.json'))('better-sqlite3') as new (
  path: string,
) => SqliteDatabase;

function withDatabase(work: (db: SqliteDatabase) => void): void {
  const db = new Database(join(E2E_DATA_DIR, 'ricordo.sqlite'));
  try {
    db.pragma('busy_timeout = 10000');
    work(db);
  } finally {
    db.close();
  }
}

async function newVisitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function expectReserved(page: Page): Promise<void> {
  const answer = await page.goto(`/memorial?000${DECEASED_ID}`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Pagina riservata' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('inquadrando il QR della lapide');
  await expect(page.getByRole('heading', { name: NAME })).toHaveCount(0);
}

async function expectOpen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible({ timeout: 15_000 });
  const photo = page.getByRole('img', { name: NAME }).first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('a page set Privata is refused to a visitor, opened by its QR and by an invited person', async ({
  browser,
}) => {
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
  withDatabase((db) =>
    db
      .prepare(
        `INSERT INTO qr_codes (code, verification_code, sold, sale_channel, temporary, deceased_id, created_at,
           activation_status, activated_at) VALUES (?, 'E2EVERIF', 1, 'admin', 0, ?, ?, 'active', ?)`,
      )
      .run(PLAQUE, DECEASED_ID, now, now),
  );
  const owner = await newVisitor(browser);
  await signInAs(owner, 'client');
  try {
    await owner.goto('/client-panel#pages');
    const row = owner.getByRole('row', { name: new RegExp(NAME) });
    await expect(row.locator('code').first()).toHaveText(PLAQUE);
    const code = PLAQUE;
    await row.getByRole('button', { name: `Visibilità della pagina di ${NAME}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Visibilità della pagina di ${NAME}` });
    await expect(dialog.getByRole('radio', { name: /^Pubblica/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^Privata/ }).check();
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(owner.getByText('Visibilità della pagina aggiornata')).toBeVisible();
    await dialog.getByRole('button', { name: 'Chiudi' }).click();

    // Refused to a visitor and to a signed-in stranger.
    const visitor = await newVisitor(browser);
    await expectReserved(visitor);
    const stranger = await newVisitor(browser);
    await signInAs(stranger, 'partner');
    await expectReserved(stranger);

    // The plaque is the key: its scan opens the page for whoever holds it.
    await visitor.goto(`/qr/${code}`);
    await expectPath(visitor, `/memorial?000${DECEASED_ID}`);
    await expectOpen(visitor);

    // An invited person, signed in, opens it.
    const after = await lastMailId();
    const invited = await owner.request.post(`/api/account/pages/${DECEASED_ID}/invitations`, {
      headers: { 'X-CSRF-Token': await csrf(owner) },
      data: { channel: 'email', address: GUEST_EMAIL, role: 'guest' },
    });
    expect(invited.status()).toBe(200);
    const mail = await waitForMail(GUEST_EMAIL, /Invito alla pagina/, after);
    const token = new URLSearchParams(linkIn(mail, '/invito-pagina').split('?')[1]).get('token');
    const guest = await newVisitor(browser);
    await login(guest, 'lampadedemo');
    await expectPath(guest, '/lampade-panel#lampade');
    await expectReserved(guest);
    const accepted = await guest.request.post('/api/page-invitations/accept', {
      headers: { 'X-CSRF-Token': await csrf(guest) },
      data: { token },
    });
    expect(accepted.status()).toBe(200);
    await guest.goto(`/memorial?000${DECEASED_ID}`);
    await expectOpen(guest);
  } finally {
    // The demo data as it was: public, no guest, invitation, key or plaque.
    const token = await csrf(owner);
    const members = await owner.request.get(`/api/account/pages/${DECEASED_ID}/members`);
    const list = ((await members.json()) as { data?: { members?: Array<{ userId: number; role: string }> } })
      .data?.members;
    for (const member of list ?? [])
      if (member.role === 'guest')
        await owner.request.delete(`/api/account/pages/${DECEASED_ID}/members/${member.userId}`, {
          headers: { 'X-CSRF-Token': token },
        });
    const restored = await owner.request.put(`/api/account/deceased/${DECEASED_ID}/privacy`, {
      headers: { 'X-CSRF-Token': token },
      data: { privacy: 'public' },
    });
    expect(restored.status()).toBe(200);
    withDatabase((db) => {
      db.prepare('DELETE FROM page_invitation WHERE deceased_id = ? AND address = ?').run(
        DECEASED_ID,
        GUEST_EMAIL,
      );
      db.prepare('UPDATE deceased SET access_key = NULL WHERE id = ?').run(DECEASED_ID);
      db.prepare('DELETE FROM qr_codes WHERE code = ?').run(PLAQUE);
    });
  }
  const visitor = await newVisitor(browser);
  await visitor.goto(`/memorial?000${DECEASED_ID}`);
  await expectOpen(visitor);
});
