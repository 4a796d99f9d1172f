import { describe, expect, it, vi } from 'vitest';
import { browser, signIn } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from './audit-entry.entity';
import { AuditService, type AuditFilters } from './audit.service';
import { seededRandom } from '../../test-support/seeded-random';

const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });

const ACTIONS = ['qrcode.delete', 'qrcode.generate', 'acceptPartner'];
const TARGET_TYPES = ['qrcode', 'partner', 'deceased'];
const ACTORS = [
  { id: 1, username: 'adminricordo' },
  { id: 9001, username: 'SecondoAdmin' },
];

async function seedLog(count: number, next: () => number): Promise<void> {
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)];
  const rows = Array.from({ length: count }, () => {
    const actor = pick(ACTORS);
    return {
      actorUserId: actor.id,
      actorUsername: actor.username,
      actedUserId: null,
      actedUsername: null,
      action: pick(ACTIONS),
      targetType: pick(TARGET_TYPES),
      targetId: String(1 + Math.floor(next() * 4)),
      oldValues: null,
      newValues: null,
      reason: null,
      createdAt: new Date(),
    };
  });
  for (let start = 0; start < rows.length; start += 100)
    await testApp.dataSource.getRepository(AuditEntry).insert(rows.slice(start, start + 100));
}

/** The ids matching, newest first, by a plain query: what every walk must visit. */
async function plain(filters: AuditFilters): Promise<number[]> {
  const rows = await testApp.dataSource
    .getRepository(AuditEntry)
    .find({ select: { id: true }, order: { id: 'DESC' } });
  const all = await testApp.dataSource.getRepository(AuditEntry).findBy({});
  const byId = new Map(all.map((row) => [row.id, row]));
  return rows
    .map((row) => byId.get(row.id)!)
    .filter(
      (row) =>
        (!filters.action || row.action === filters.action) &&
        (!filters.targetType || row.targetType === filters.targetType) &&
        (!filters.targetId || row.targetId === filters.targetId) &&
        (!filters.user ||
          row.actorUsername.toLowerCase() === filters.user.toLowerCase() ||
          String(row.actorUserId) === filters.user),
    )
    .map((row) => row.id);
}

describe('audit log paging by cursor', () => {
  it('visits every matching row once, in order, forward by after and back by before, for random cases', async () => {
    const { next } = seededRandom(20261206);
    await seedLog(240, next);
    const audit = testApp.app.get(AuditService);
    for (let round = 0; round < 25; round++) {
      const filters: AuditFilters = {};
      if (next() < 0.5) filters.action = ACTIONS[Math.floor(next() * ACTIONS.length)];
      if (next() < 0.4) filters.targetType = TARGET_TYPES[Math.floor(next() * TARGET_TYPES.length)];
      if (next() < 0.2) filters.targetId = String(1 + Math.floor(next() * 4));
      if (next() < 0.2) filters.user = next() < 0.5 ? 'secondoadmin' : '1';
      const maxResults = 1 + Math.floor(next() * 30);
      const label = JSON.stringify({ round, filters, maxResults });
      const expected = await plain(filters);

      const forward: number[][] = [];
      let page = await audit.listPage(filters, { page: 1, maxResults });
      expect(page.previousBefore, label).toBeNull();
      for (;;) {
        forward.push(page.items.map((entry) => entry.id));
        expect(page.total, label).toBe(expected.length);
        expect(page.totalAtLeast, label).toBe(false);
        if (page.nextAfter === null) break;
        expect(page.items, label).toHaveLength(maxResults);
        page = await audit.listPage(filters, { page: 1, maxResults, after: page.nextAfter });
      }
      expect(forward.flat(), label).toEqual(expected);

      const backward: number[][] = [forward.at(-1)!];
      while (page.previousBefore !== null) {
        page = await audit.listPage(filters, { page: 1, maxResults, before: page.previousBefore });
        backward.unshift(page.items.map((entry) => entry.id));
      }
      expect(backward.flat(), label).toEqual(expected);
      expect(backward, label).toEqual(forward);

      // before=0: the oldest rows, newest first (the last page, reached without walking).
      const last = await audit.listPage(filters, { page: 1, maxResults, before: 0 });
      expect(
        last.items.map((entry) => entry.id),
        label,
      ).toEqual(expected.slice(Math.max(0, expected.length - maxResults)));
      expect(last.nextAfter, label).toBeNull();
    }
  });

  it('counts up to a cap, then answers a lower bound that opens the next page and is exact on the last', async () => {
    await seedLog(30, seededRandom(7).next);
    const audit = testApp.app.get(AuditService);
    const expected = await plain({});
    const first = await audit.listPage({}, { page: 1, maxResults: 5 }, 10);
    expect(first).toMatchObject({ total: 10, totalAtLeast: true, nextPage: 2 });
    const deep = await audit.listPage({}, { page: 4, maxResults: 5 }, 10);
    // Page 4 of 5 rows: 15 before it, 5 on it, and at least one after.
    expect(deep).toMatchObject({ total: 21, totalAtLeast: true, nextPage: 5 });
    const lastPage = Math.ceil(expected.length / 5);
    const last = await audit.listPage({}, { page: lastPage, maxResults: 5 }, 10);
    expect(last).toMatchObject({
      total: expected.length,
      totalAtLeast: false,
      nextPage: null,
      nextAfter: null,
    });
    const byCursor = await audit.listPage({}, { page: 1, maxResults: 5, after: expected[3] }, 10);
    expect(byCursor).toMatchObject({ total: 10, totalAtLeast: true, nextPage: null });
    expect(byCursor.items.map((entry) => entry.id)).toEqual(expected.slice(4, 9));
  });

  it('pages by cursor over HTTP and refuses both cursors at once', async () => {
    await seedLog(12, seededRandom(11).next);
    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    const expected = await plain({ action: 'qrcode.delete' });
    const first = (await agent.get('/api/admin/audit?action=qrcode.delete&maxResults=2').expect(200)).body
      .data;
    expect(first.entries.map((entry: { ID: number }) => entry.ID)).toEqual(expected.slice(0, 2));
    const second = (
      await agent
        .get(`/api/admin/audit?action=qrcode.delete&maxResults=2&after=${first.nextAfter}`)
        .expect(200)
    ).body.data;
    expect(second.entries.map((entry: { ID: number }) => entry.ID)).toEqual(expected.slice(2, 4));
    expect(second.previousBefore).toBe(expected[2]);
    const back = (
      await agent
        .get(`/api/admin/audit?action=qrcode.delete&maxResults=2&before=${second.previousBefore}`)
        .expect(200)
    ).body.data;
    expect(back).toMatchObject({ previousBefore: null, nextAfter: expected[1] });
    expect(back.entries.map((entry: { ID: number }) => entry.ID)).toEqual(expected.slice(0, 2));
    await agent.get('/api/admin/audit?after=5&before=2').expect(400);
    await agent.get('/api/admin/audit?after=-1').expect(400);
  });

  it("reads a filtered page along the filter's index ending with the id (forced on MariaDB)", async () => {
    const audit = testApp.app.get(AuditService);
    const query = vi.spyOn(testApp.dataSource, 'query');
    try {
      await audit.listPage({ action: 'qrcode.delete' }, { page: 1, maxResults: 5, after: 1_000_000 });
      await audit.listPage({ targetType: 'qrcode' }, { page: 1, maxResults: 5, before: 0 });
      const sql = query.mock.calls.map(([text]) => text).join('\n');
      const mariadb = testApp.dataSource.options.type !== 'better-sqlite3';
      expect(sql.includes('FORCE INDEX (`IDX_audit_log_action_id`)')).toBe(mariadb);
      expect(sql.includes('FORCE INDEX (`IDX_audit_log_target_type_id`)')).toBe(mariadb);
    } finally {
      query.mockRestore();
    }
  });
});
