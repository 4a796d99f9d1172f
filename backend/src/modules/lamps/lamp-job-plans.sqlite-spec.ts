import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { LampDesiredService } from './lamp-desired.service';

// What the desired-state job asks the database at every run (LAMPS_JOB_MS), read for its plan on the
// embedded database (SQLite's planner needs no statistics, so its plan is the same on every machine); a
// *.sqlite-spec.ts, run by the SQLite suite only (vitest.config.ts).
// At 100 000 lamps a query that scans the table holds the request thread for tens of milliseconds a run.
describe('the desired-state job on SQLite', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({}, { OUTBOX_WORKER: '0', LAMPS_JOB_MS: '0' });
  });
  afterAll(async () => testApp?.close());

  it('finds the lamps whose candle or paid period ran out along their indexes, never by reading every lamp', async () => {
    const asked: Array<{ sql: string; parameters: unknown[] }> = [];
    const logQuery = vi
      .spyOn(testApp.dataSource.logger, 'logQuery')
      .mockImplementation((sql, parameters) => void asked.push({ sql, parameters: parameters ?? [] }));
    try {
      await testApp.app.get(LampDesiredService).reconcile();
    } finally {
      logQuery.mockRestore();
    }
    const expiredQueries = asked.filter(
      ({ sql }) => /^SELECT/.test(sql) && /flame_until|paid_until/.test(sql),
    );
    expect(expiredQueries).toHaveLength(2);
    for (const { sql, parameters } of expiredQueries) {
      const plan = (await testApp.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)) as Array<{
        detail: string;
      }>;
      const steps = plan.map((step) => step.detail).join(' | ');
      expect(steps).toMatch(/^SEARCH lamps? USING (COVERING )?INDEX IDX_lamps_(flame|paid) /);
      expect(steps).not.toMatch(/SCAN/);
    }
  });
});
