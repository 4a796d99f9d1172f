// Two backend instances on one MariaDB database behind Debian's nginx (DESIGN "Scale").
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, login } from '../tests/support/platform';
import { logLines, query, scaleCluster, sinkMail, sleep } from './cluster';

test.use({ baseURL: process.env.SCALE_CLUSTER ? scaleCluster().proxyUrl : undefined });

const BOOK = '/memorial-book?0001000';

/** An API client on one instance's own port, signed in as the demo client (its condolences publish at once). */
async function signedInOn(baseURL: string): Promise<{ api: APIRequestContext; csrf: () => Promise<string> }> {
  const api = await request.newContext({ baseURL });
  const csrf = async () =>
    ((await (await api.get('/api/auth/securitytoken')).json()) as { data: { _csrf: string } }).data._csrf;
  const login = await api.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrf() },
    data: { email: 'clientedemo', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { api, csrf };
}

test('the demo client logs in through the proxy and its journey is served by both instances, signed in on each', async ({
  page,
}) => {
  const { proxyUrl, instances } = scaleCluster();
  const ids = instances.map((instance) => instance.id).sort();
  const servedBy = new Set<string>();
  const signedInBy = new Set<string>();
  page.on('response', async (response) => {
    const instance = response.headers()['x-ricordo-instance'];
    if (!instance || !response.url().startsWith(proxyUrl)) return;
    servedBy.add(instance);
    // The shell reads the session on every page: the signed-in user, from whichever instance took the call.
    if (new URL(response.url()).pathname === '/api/auth/session') {
      const body = await response.text().catch(() => '');
      if (body.includes('"clientedemo"')) signedInBy.add(instance);
    }
  });

  await login(page, 'clientedemo');
  await expectPath(page, '/client-panel#account');
  // Round robin hands the page loads to both instances; the visits go on (a few at most) until each one
  // has answered a signed-in session call, every visit still signed in.
  for (let visit = 0; visit < 12 && signedInBy.size < ids.length; visit++) {
    if (visit % 2 === 0) {
      await page.goto('/memorial?0001000');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } else {
      await page.goto('/client-panel#account');
      await expectPath(page, '/client-panel#account');
    }
    if (visit % 3 === 0) await page.evaluate(() => fetch('/api/auth/session').then((r) => r.text()));
    await page.waitForLoadState('networkidle');
  }

  expect([...servedBy].sort()).toEqual(ids);
  expect([...signedInBy].sort()).toEqual(ids);
});

test("a condolence written through one instance is on the other's cached book page within PAGE_CACHE_SYNC_MS", async () => {
  const { instances, pageCacheSyncMs } = scaleCluster();
  const [a, b] = instances;
  const text = `Un abbraccio da tutti noi, scritto su ${a.id} alle ${Date.now()}`;
  const onB = await request.newContext({ baseURL: b.url });
  // B builds and caches the book page before the write, so what follows proves the sync, not a cold cache.
  for (let i = 0; i < 2; i++) {
    const page = await onB.get(BOOK);
    expect(page.status()).toBe(200);
    expect(page.headers()['x-ricordo-instance']).toBe(b.id);
    expect(await page.text()).not.toContain(text);
  }

  const { api: onA, csrf } = await signedInOn(a.url);
  const written = await onA.post('/api/condolences/book', {
    headers: { 'X-CSRF-Token': await csrf() },
    data: { name: 'Lucia', text, qrcode: '0001000' },
  });
  expect(written.status()).toBe(200);
  expect(written.headers()['x-ricordo-instance']).toBe(a.id);
  expect(((await written.json()) as { data: { pending: boolean } }).data.pending).toBe(false);
  const writtenAt = Date.now();

  // One sync interval, plus the time to read the change, rebuild the page and answer on a busy machine.
  const deadline = writtenAt + pageCacheSyncMs + 2000;
  let shownAfter: number | null = null;
  while (Date.now() < deadline) {
    if ((await (await onB.get(BOOK)).text()).includes(text)) {
      shownAfter = Date.now() - writtenAt;
      break;
    }
    await sleep(100);
  }
  expect(
    shownAfter,
    `B still served its cached book page ${pageCacheSyncMs + 2000} ms after the write`,
  ).not.toBeNull();
  console.log(`condolence written on ${a.id}, on ${b.id}'s cached page after ${shownAfter} ms`);
  await onA.dispose();
  await onB.dispose();
});

test('the outbox and the scheduled jobs run once across both instances', async ({ page }) => {
  const { lampJobMs } = scaleCluster();
  // Outbox: a password reset asked through the proxy is mailed once, though both instances poll the outbox.
  const seen = Math.max(0, ...(await sinkMail()).map((mail) => mail.id));
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Username' }).fill('clientedemo');
  await page.getByRole('button', { name: 'Invia' }).click();
  await expect(page.getByRole('dialog', { name: 'Successo' })).toBeVisible();
  const resets = async () =>
    (await sinkMail()).filter(
      (mail) =>
        mail.id > seen && mail.to.includes('cliente@ricordo.example') && /password/i.test(mail.subject),
    ).length;
  await expect.poll(resets, { timeout: 20_000 }).toBe(1);
  const delivered = async (template: string) =>
    query<{ recipient: string; status: string; attempts: number }>(
      "SELECT recipient, status, attempts FROM outbox WHERE template = ? AND channel = 'email' ORDER BY id",
      [template],
    );
  // Claimed by one worker and sent at the first attempt.
  expect(await delivered('password-reset')).toEqual([
    { recipient: 'cliente@ricordo.example', status: 'sent', attempts: 1 },
  ]);

  // Scheduled job under a job lock: the missed check-in job, which both instances tick every lampJobMs.
  // The demo lamp's window is made to close: one incident follows, and one message to each recipient.
  const [lamp] = await query<{ id: number; incident: number }>(
    'SELECT id, incident FROM lamps WHERE deceased_id = 1000 AND anomaly = 0',
  );
  expect(lamp).toBeDefined();
  const [before] = await query<{ last_run_at: Date }>(
    "SELECT last_run_at FROM job_locks WHERE name = 'lamp-missed-checkins'",
  );
  // The instances have heard the lamps for long (a lamp gets a whole window after the watch starts), and
  // this lamp's window closed.
  await query("UPDATE lamp_watch SET at = '2000-01-01 00:00:00' WHERE name = '#watch-from'");
  await query("UPDATE lamps SET check_due_at = '2000-01-01 00:00:00' WHERE id = ?", [lamp.id]);
  await expect
    .poll(
      async () => {
        const rows = await delivered('lamp-anomaly');
        return rows.length > 0 && rows.every((row) => row.status === 'sent');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // Several more ticks of both instances' job timers and outbox workers: nothing is repeated.
  await sleep(Math.max(3000, 4 * lampJobMs));
  const [after] = await query<{ last_run_at: Date }>(
    "SELECT last_run_at FROM job_locks WHERE name = 'lamp-missed-checkins'",
  );
  expect(after.last_run_at.getTime()).toBeGreaterThan(before.last_run_at.getTime());
  const [now] = await query<{ anomaly: number; incident: number }>(
    'SELECT anomaly, incident FROM lamps WHERE id = ?',
    [lamp.id],
  );
  expect(now).toEqual({ anomaly: 1, incident: lamp.incident + 1 });
  // The job's run that marked it, logged by whichever instance held the lock: one line in both logs.
  const marked = logLines("lamps 'In anomalia'");
  expect(Object.values(marked).reduce((sum, lines) => sum + lines, 0)).toBe(1);
  const rows = await delivered('lamp-anomaly');
  expect(rows.every((row) => row.attempts === 1)).toBe(true);
  const recipients = rows.map((row) => row.recipient).sort();
  expect(recipients).toEqual([...new Set(recipients)]);
  const mailed = (await sinkMail())
    .filter((mail) => mail.id > seen && mail.subject === 'Lampada votiva in anomalia')
    .flatMap((mail) => mail.to)
    .sort();
  expect(mailed).toEqual(recipients);
  expect(await resets()).toBe(1);
});
