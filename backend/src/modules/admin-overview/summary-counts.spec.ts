import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import {
  createFuneralHome,
  savePendingDedication,
  type FuneralHome,
} from '../../test-support/funeral-home-helpers';
import { savePlaque } from '../../test-support/qr-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { ROW_COUNTERS } from '../../database/row-count-triggers';
import { RowCount } from '../../common/row-count.entity';
import { Deceased } from '../deceased/deceased.entity';
import { Dedication } from '../dedications/dedication.entity';
import { Partner } from '../partners/partner.entity';
import { QrCode } from '../qrcodes/qr-code.entity';
import { seededRandom } from '../../test-support/seeded-random';
import { liveAdminSummary, livePartnerPlaquesAndDedications } from '../../test-support/summary-counts';

// The summary cards read counters kept by triggers (row_counts): random writes of every kind, through raw SQL,
// the entities and the admin's routes, must leave both summaries equal to live COUNT(*)s after every step.
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });
const SEED = Number(process.env.ROW_COUNTS_SEED ?? Date.now() % 100000);
const STEPS = 70;

let admin: Browser;
const homes: FuneralHome[] = [];
let spare: number;

const dataOf = (response: { body: unknown }) => (response.body as { data: unknown }).data;

const tableTotal = async (home: FuneralHome, path: string) =>
  (dataOf(await home.agent.get(`${path}?page=1&maxResults=5`).expect(200)) as { total: number }).total;

async function expectLiveCounts(step: string) {
  const summary = dataOf(await admin.get('/api/admin/summary').expect(200)) as Record<string, unknown>;
  expect(summary, step).toMatchObject(await liveAdminSummary(testApp.dataSource));
  for (const home of homes) {
    expect(dataOf(await home.agent.get('/api/partnerPanel/summary').expect(200)), `${step} partner`).toEqual({
      // A card never says other than its table: the totals of the partner's #deceased and #pages tables.
      tombstones: await tableTotal(home, '/api/partnerPanel/deceased'),
      notices: await tableTotal(home, '/api/partnerPanel/notices'),
      ...(await livePartnerPlaquesAndDedications(testApp.dataSource, home.partnerId)),
    });
  }
  // Every counter, every partner (the spare one too, and none left for it once deleted) and rows of no partner.
  const kept = await testApp.dataSource.getRepository(RowCount).find();
  for (const counter of ROW_COUNTERS) {
    const scope = counter.byPartner ? 'COALESCE(t.partner_id, 0)' : '0';
    const grouped = counter.byPartner ? ` GROUP BY ${scope}` : '';
    const rows: Array<{ scope: number; n: number }> = await testApp.dataSource.query(
      `SELECT ${scope} AS scope, COUNT(*) AS n FROM ${counter.table} t WHERE ${counter.when.replaceAll('$', 't')}${grouped}`,
    );
    const live = new Map(rows.map((row) => [Number(row.scope), Number(row.n)]));
    const stored = new Map(
      kept.filter((row) => row.name === counter.name).map((row) => [row.scope, row.total]),
    );
    for (const scopeId of new Set([...live.keys(), ...stored.keys()]))
      expect(stored.get(scopeId) ?? 0, `${step} ${counter.name}@${scopeId}`).toBe(live.get(scopeId) ?? 0);
  }
}

beforeAll(async () => {
  admin = await browser(testApp);
  await signIn(admin, 'adminricordo');
  homes.push(
    await createFuneralHome(testApp, 'Onoranze Conte'),
    await createFuneralHome(testApp, 'Onoranze Somme'),
  );
  spare = (
    await testApp.dataSource
      .getRepository(Partner)
      .save({ name: 'Onoranze Ultime', type: 'partner', userId: null })
  ).id;
});

describe('summary cards: exact counts kept by the database', () => {
  it(`equal live counts after every random write (seed ${SEED})`, async () => {
    const { next, pick } = seededRandom(SEED);
    const db = testApp.dataSource;
    const partners = () => [null, spare, ...homes.map((home) => home.partnerId)];
    const ids = async (table: string) =>
      ((await db.query(`SELECT id FROM ${table}`)) as Array<{ id: number }>).map((row) => Number(row.id));
    const some = async (table: string) => pick(await ids(table));
    const deceasedColumns = db
      .getMetadata(Deceased)
      .columns.filter((column) => !column.isPrimary)
      .map((column) => column.databaseName)
      .join(', ');
    const post = async (path: string, body: object) =>
      admin
        .post(path)
        .set('X-CSRF-Token', await csrfToken(admin))
        .send(body);

    for (let i = 0; i < 6; i++)
      await saveDeceased(testApp, { name: 'Primo', surname: `Conto${i}`, partnerId: pick(partners()) });
    for (let i = 0; i < 6; i++)
      await savePlaque(testApp, { partnerId: pick(partners()), temporary: pick([0, 1]) });
    await expectLiveCounts('start');

    const moves: Array<[string, () => Promise<unknown>]> = [
      [
        'deceased: entity insert',
        () =>
          saveDeceased(testApp, {
            name: 'Nuovo',
            surname: 'Conto',
            showPage: pick([0, 1]),
            partnerId: pick(partners()),
            manifestTexts: pick([null, '["Ciao"]']),
          }),
      ],
      [
        'deceased: raw INSERT … SELECT',
        async () =>
          db.query(
            `INSERT INTO deceased (${deceasedColumns}) SELECT ${deceasedColumns} FROM deceased WHERE id = ?`,
            [await some('deceased')],
          ),
      ],
      [
        'deceased: show_page',
        async () =>
          db.query('UPDATE deceased SET show_page = ? WHERE id = ?', [
            pick([0, 1, 2]),
            await some('deceased'),
          ]),
      ],
      [
        'deceased: partner',
        async () =>
          db.getRepository(Deceased).update({ id: await some('deceased') }, { partnerId: pick(partners()) }),
      ],
      [
        'deceased: manifesto',
        async () =>
          db.query(`UPDATE deceased SET ${pick(['manifest_texts', 'manifest_custom'])} = ? WHERE id = ?`, [
            pick([null, 'x']),
            await some('deceased'),
          ]),
      ],
      [
        'deceased: bulk flip',
        () =>
          db.query('UPDATE deceased SET show_page = 1 - show_page WHERE id % 2 = ? AND show_page IN (0, 1)', [
            pick([0, 1]),
          ]),
      ],
      [
        'deceased: delete',
        async () => db.query('DELETE FROM deceased WHERE id = ?', [await some('deceased')]),
      ],
      [
        'qr: entity insert',
        () =>
          savePlaque(testApp, { partnerId: pick(partners()), temporary: pick([0, 1]), sold: pick([0, 1]) }),
      ],
      [
        'qr: sold / temporary',
        async () =>
          db.query(`UPDATE qr_codes SET ${pick(['sold', 'temporary'])} = ? WHERE id = ?`, [
            pick([0, 1]),
            await some('qr_codes'),
          ]),
      ],
      [
        'qr: deceased',
        async () =>
          db
            .getRepository(QrCode)
            .update({ id: await some('qr_codes') }, { deceasedId: pick([null, await some('deceased')]) }),
      ],
      [
        'qr: activation',
        async () =>
          db.query('UPDATE qr_codes SET activation_status = ? WHERE id = ?', [
            pick([null, 'pending', 'active']),
            await some('qr_codes'),
          ]),
      ],
      [
        'qr: expired',
        async () =>
          db.query('UPDATE qr_codes SET expired_at = ? WHERE id = ?', [
            pick([null, '2026-01-01 00:00:00']),
            await some('qr_codes'),
          ]),
      ],
      [
        'qr: partner',
        async () =>
          db.query('UPDATE qr_codes SET partner_id = ? WHERE id = ?', [
            pick(partners()),
            await some('qr_codes'),
          ]),
      ],
      [
        'qr: admin soldQr',
        async () => post('/api/admin/soldQr', { 'qrcode-id': String(await some('qr_codes')) }),
      ],
      [
        'qr: admin deleteQrcode',
        async () => post('/api/admin/deleteQrcode', { 'qrcode-id': String(await some('qr_codes')) }),
      ],
      ['qr: delete', async () => db.query('DELETE FROM qr_codes WHERE id = ?', [await some('qr_codes')])],
      ['dedication: pending', async () => savePendingDedication(testApp, await some('deceased'))],
      [
        'dedication: decided',
        async () =>
          db
            .getRepository(Dedication)
            .update({ id: await some('dedications') }, { status: pick(['pending', 'accepted'] as const) }),
      ],
    ];
    for (let step = 0; step < STEPS; step++) {
      const [name, move] = pick(moves);
      if (
        (name.includes('dedication: decided') || name.includes('qr:')) &&
        (await ids(name.startsWith('qr') ? 'qr_codes' : 'dedications')).length === 0
      )
        continue;
      if ((await ids('deceased')).length === 0)
        await saveDeceased(testApp, { name: 'Ancora', surname: 'Conto' });
      await move();
      await expectLiveCounts(`step ${step} ${name} (seed ${SEED}, r ${next().toFixed(3)})`);
    }
    // A deleted deceased frees its plaques (FK SET NULL, no trigger on MariaDB): stock and temporary ones.
    const holder = await saveDeceased(testApp, {
      name: 'Ultimo',
      surname: 'Conto',
      partnerId: homes[0].partnerId,
    });
    for (const temporary of [0, 1])
      await savePlaque(testApp, { partnerId: homes[0].partnerId, temporary, deceasedId: holder.id });
    await expectLiveCounts('plaques on a deceased');
    await db.query('DELETE FROM deceased WHERE id = ?', [holder.id]);
    await expectLiveCounts('deceased deleted, its plaques freed');
    // A deleted partner's records and plaques go to no partner (a foreign key's action, no trigger on MariaDB).
    await db.query('UPDATE deceased SET partner_id = ? WHERE id = ?', [spare, await some('deceased')]);
    await db.query('DELETE FROM partners WHERE id = ?', [spare]);
    await expectLiveCounts('partner deleted');
    expect(await db.getRepository(RowCount).countBy({ scope: spare })).toBe(0);
  });
});
