// The national data set of bench/national at a hundredth of its size (10 000 deceased, 45 000 condolences,
// 2 000 lamps of which 200 of the large manager…), loaded on MariaDB as the benchmark loads it, and every panel
// list read through the API as its role reads it: first and last page agree with the total, pages do not
// overlap, and the counts the generator made are the counts the lists report. Runs only in the MariaDB suite
// (vitest.config.ts includes *.mariadb-spec.ts when TEST_MYSQL_URL is set): the generator is MariaDB SQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, loadDataSet } from '../../bench/national/data-set.mjs';
import { normalizeName } from './common/text-normalize';
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
});
