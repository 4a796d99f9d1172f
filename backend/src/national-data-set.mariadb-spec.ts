// The national data set of bench/national at a hundredth of its size (10 000 deceased, 45 000 condolences,
// 2 000 lamps of which 200 of the large manager…), loaded on MariaDB as the benchmark loads it, and every panel
// list read through the API as its role reads it: first and last page agree with the total, pages do not
// overlap, and the counts the generator made are the counts the lists report. Runs only in the MariaDB suite
// (vitest.config.ts includes *.mariadb-spec.ts when TEST_MYSQL_URL is set): the generator is MariaDB SQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, loadDataSet } from '../../bench/national/data-set.mjs';
import { normalizeName } from './common/text-normalize';
import { AccountsService } from './modules/accounts/accounts.service';
import { ZoneNotificationsService } from './modules/notifications/zones/zone-notifications.service';
import { NAME_WORDS_TABLE, nameWords } from './modules/deceased/name-words';
import { countRows, liveAdminSummary, livePartnerPlaquesAndDedications } from './test-support/summary-counts';
import { browser, signIn, type Browser } from './test-support/test-app';
import { useTestApp } from './test-support/use-test-app';

const SCALE = 0.01;
const PAGE = 25;
const LARGE_MANAGER = BASE.lampManagerUser + 1;

type Role = 'admin' | 'funeralHome' | 'lampManager';
const LISTS: Array<[name: string, role: Role, path: string]> = [
  ['admin QR codes', 'admin', '/api/admin/qrcodes'],
  ['admin temporary QR codes', 'admin', '/api/admin/qrcodes?temporary=1'],
  ['admin pending dedications', 'admin', '/api/admin/dedicDataTable'],
  ['admin partners', 'admin', '/api/admin/partners?list=partners'],
  ['admin tombstones', 'admin', '/api/admin/deceased'],
  ['admin tombstones by name', 'admin', '/api/admin/deceased?name=rossi'],
  ['admin notices of the large funeral home', 'admin', `/api/admin/obituaries?partnerId=${BASE.partner + 1}`],
  ['admin audit log', 'admin', '/api/admin/audit'],
  ['admin outbox, dead', 'admin', '/api/admin/outbox?status=dead'],
  ["funeral home's deceased", 'funeralHome', '/api/partnerPanel/deceased'],
  ["funeral home's notices", 'funeralHome', '/api/partnerPanel/notices'],
  ["funeral home's plaques", 'funeralHome', '/api/qrcodes/partner'],
  ["lamp manager's lamps", 'lampManager', `/api/lampade/lampadeGestoreData/${LARGE_MANAGER}`],
  ["lamp manager's anomalies", 'lampManager', `/api/lampade/lampadeGestoreData/${LARGE_MANAGER}?anomalia=1`],
];

/** The first array in a list's `data` (its rows, whatever the list calls them). */
function rowsOf(data: Record<string, unknown>): unknown[] {
  const rows = Object.values(data).find((value) => Array.isArray(value));
  if (!rows) throw new Error(`no rows in ${Object.keys(data).join(', ')}`);
  return rows as unknown[];
}

describe('every panel list on the national data set (a hundredth of it, MariaDB)', () => {
  const testApp = useTestApp({});
  const agents = {} as Record<Role, Browser>;
  let counts: Record<string, number>;

  beforeAll(async () => {
    const runner = testApp.dataSource.createQueryRunner();
    try {
      ({ counts } = await loadDataSet((sql) => runner.query(sql), {
        scale: SCALE,
        normalize: normalizeName,
      }));
    } finally {
      await runner.release();
    }
    const accounts: Record<Role, string> = {
      admin: 'adminricordo',
      funeralHome: 'onoranze1',
      lampManager: 'lampade1',
    };
    for (const role of Object.keys(accounts) as Role[]) {
      agents[role] = await browser(testApp);
      await signIn(agents[role], accounts[role]);
    }
  }, 300_000);

  const page = async (role: Role, path: string, number: number) => {
    const answer = await agents[role].get(
      `${path}${path.includes('?') ? '&' : '?'}page=${number}&maxResults=${PAGE}`,
    );
    expect(answer.status, `${path} page ${number}`).toBe(200);
    return (answer.body as { data: Record<string, unknown> }).data;
  };

  it.each(LISTS)('%s: first and last page agree with the total', async (_name, role, path) => {
    const first = await page(role, path, 1);
    const total = Number(first.total);
    expect(total).toBeGreaterThan(0);
    expect(rowsOf(first)).toHaveLength(Math.min(PAGE, total));
    if (first.totalAtLeast === true) {
      // Counted up to the cap: the list is paged by cursor, its last page is the oldest rows (before=0).
      const answer = await agents[role].get(
        `${path}${path.includes('?') ? '&' : '?'}before=0&maxResults=${PAGE}`,
      );
      expect(answer.status, `${path} before=0`).toBe(200);
      const last = rowsOf((answer.body as { data: Record<string, unknown> }).data);
      expect(last.length).toBeGreaterThan(0);
      expect(last.length).toBeLessThanOrEqual(PAGE);
      const seen = new Set(rowsOf(first).map((row) => JSON.stringify(row)));
      for (const row of last) expect(seen.has(JSON.stringify(row))).toBe(false);
      return;
    }
    const lastNumber = Math.ceil(total / PAGE);
    if (lastNumber === 1) return;
    const last = await page(role, path, lastNumber);
    expect(Number(last.total)).toBe(total);
    expect(rowsOf(last)).toHaveLength(total - (lastNumber - 1) * PAGE);
    const seen = new Set(rowsOf(first).map((row) => JSON.stringify(row)));
    for (const row of rowsOf(last)) expect(seen.has(JSON.stringify(row))).toBe(false);
  });

  it("reports the generator's counts: the large lamp manager's lamps and anomalies, plaques, partners", async () => {
    const lamps = await page('lampManager', `/api/lampade/lampadeGestoreData/${LARGE_MANAGER}`, 1);
    expect(Number(lamps.total)).toBe(counts.bigManagerLamps);
    const anomalies = await page(
      'lampManager',
      `/api/lampade/lampadeGestoreData/${LARGE_MANAGER}?anomalia=1`,
      1,
    );
    expect(Number(anomalies.total)).toBe(Math.floor(counts.bigManagerLamps / 200));
    const [{ total: notices }] = (await testApp.dataSource.query(
      'SELECT COUNT(*) AS total FROM deceased WHERE partner_id = ?',
      [BASE.partner + 1],
    )) as Array<{ total: string }>;
    const own = await page('funeralHome', '/api/partnerPanel/deceased', 1);
    expect(Number(own.total)).toBe(Number(notices));
  });

  it('the admin and the funeral home summaries equal live counts (kept by triggers through the generator)', async () => {
    const count = (from: string, parameters: unknown[] = []) =>
      countRows(testApp.dataSource, from, parameters);
    const admin = (await agents.admin.get('/api/admin/summary').expect(200)).body as { data: unknown };
    expect(admin.data).toMatchObject(await liveAdminSummary(testApp.dataSource));
    expect(await count('deceased')).toBeGreaterThan(10_000);
    const [{ id }] = (await testApp.dataSource.query(
      "SELECT p.id FROM partners p JOIN users u ON u.id = p.user_id WHERE u.username = 'onoranze1'",
    )) as Array<{ id: number }>;
    const home = (await agents.funeralHome.get('/api/partnerPanel/summary').expect(200)).body as {
      data: unknown;
    };
    expect(home.data).toEqual({
      tombstones: await count('deceased WHERE partner_id = ?', [id]),
      notices: await count(
        'deceased WHERE partner_id = ? AND (show_page = 0 OR manifest_texts IS NOT NULL OR manifest_custom IS NOT NULL)',
        [id],
      ),
      ...(await livePartnerPlaquesAndDedications(testApp.dataSource, id)),
    });
    expect(await count('deceased WHERE partner_id = ?', [id])).toBeGreaterThan(0);
  });

  it("fills the name words as the app writes them: the generator's SQL tails equal name-words.ts's", async () => {
    const people: Array<{ id: number; name: string; surname: string }> = await testApp.dataSource.query(
      'SELECT id, name_normalized AS name, surname_normalized AS surname FROM deceased',
    );
    const stored: Array<{ word: string; deceased_id: number }> = await testApp.dataSource.query(
      `SELECT word, deceased_id FROM ${NAME_WORDS_TABLE}`,
    );
    const expected = people.flatMap((one) =>
      nameWords(one.name, one.surname).map((word) => `${one.id} ${word}`),
    );
    expect(people.length).toBeGreaterThan(10_000);
    expect(stored.map((row) => `${row.deceased_id} ${row.word}`).sort()).toEqual(expected.sort());
  });

  it("pends each of the day's notices for the zone subscribers the app finds, and the daily digest tells them", async () => {
    const query = <T>(sql: string, parameters: unknown[] = []) =>
      testApp.dataSource.query(sql, parameters) as Promise<T[]>;
    const pending = await query<{ deceased_id: number; user_id: number }>(
      'SELECT deceased_id, user_id FROM obituary_notifications ORDER BY deceased_id, user_id',
    );
    const notices = await query<{ id: number; region: number; province: number; location: number }>(
      `SELECT id, graveyard_region_id AS region, graveyard_province_id AS province,
         graveyard_location_id AS location FROM deceased WHERE partner_id IS NOT NULL AND id > ?
       ORDER BY publication_time DESC, id DESC LIMIT ?`,
      [BASE.deceased, counts.dayNotices],
    );
    expect(notices).toHaveLength(counts.dayNotices);
    expect(pending.length).toBeGreaterThan(counts.dayNotices);
    const accounts = testApp.app.get(AccountsService);
    for (const notice of notices) {
      const found = await accounts.findZoneSubscribers(testApp.dataSource.manager, [
        { regionId: notice.region, provinceId: notice.province, locationId: notice.location, cap: null },
      ]);
      const generated = pending.filter((row) => row.deceased_id === notice.id).map((row) => row.user_id);
      expect(generated, `notice ${notice.id}`).toEqual(
        found.map((target) => target.id).sort((a, b) => a - b),
      );
    }

    const [due] = await query<{ people: string; rows: string }>(
      `SELECT COUNT(DISTINCT n.user_id) AS people, COUNT(*) AS \`rows\` FROM obituary_notifications n
       JOIN users u ON u.id = n.user_id WHERE n.status = 'pending' AND u.notification_frequency = 'daily'`,
    );
    expect(Number(due.people)).toBeGreaterThan(0);
    const sent = await testApp.app.get(ZoneNotificationsService).sendDigests('daily');
    expect(sent).toEqual({ messages: Number(due.people), obituaries: Number(due.rows) });
    const [queued] = await query<{ total: string }>(
      "SELECT COUNT(*) AS total FROM outbox WHERE template = 'obituary-digest'",
    );
    expect(Number(queued.total)).toBe(Number(due.people));
  });

  it.each(['rossi', 'de', "d'angelo", 'luca', 'ang', 'nicolo', 'maria ro', 'sciarra'])(
    "the admin's name filter %s finds what the LIKE rule finds, walked by after",
    async (typed) => {
      const words = normalizeName(typed).split(' ');
      const tests = words.map(() =>
        ['name_normalized', 'surname_normalized']
          .flatMap((column) => [`${column} LIKE ?`, `${column} LIKE ?`, `${column} LIKE ?`])
          .join(' OR '),
      );
      const liked: Array<{ id: number }> = await testApp.dataSource.query(
        `SELECT id FROM deceased WHERE (${tests.join(') AND (')}) ORDER BY id DESC`,
        words.flatMap((word) => [1, 2].flatMap(() => [`${word}%`, `% ${word}%`, `%'${word}%`])),
      );
      expect(liked.length).toBeGreaterThan(0);
      const walked: number[] = [];
      const path = `/api/admin/deceased?name=${encodeURIComponent(typed)}&maxResults=100`;
      for (let after: number | undefined; ;) {
        const answer = await agents.admin.get(after ? `${path}&after=${after}` : path);
        expect(answer.status).toBe(200);
        const data = (answer.body as { data: { deceased: Array<{ ID: number }>; total: number } }).data;
        if (after === undefined) expect(data.total).toBe(Math.min(liked.length, 10_000));
        walked.push(...data.deceased.map((row) => row.ID));
        if (data.deceased.length < 100) break;
        after = walked[walked.length - 1];
      }
      expect(walked).toEqual(liked.map((row) => Number(row.id)));
    },
  );
});
