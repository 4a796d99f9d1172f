// A check-in batch that MariaDB picks as a deadlock's victim (another writer — a job, another instance —
// holds one of its lamps and then wants one the batch holds) is run again whole once the other commits: no
// check-in of it is lost. Runs only in the MariaDB suite (vitest.config.ts): SQLite has no row locks, so no
// deadlock to lose.
import { describe, expect, it, vi } from 'vitest';
import { AccountsService } from '../accounts/accounts.service';
import { createLampThroughApi } from '../../test-support/lamp-helpers';
import { browser, signIn } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { LampCheckinsService } from './lamp-checkins.service';
import { Lamp } from './lamp.entity';
import type { Checkin } from './mqtt/checkin-payload';

const testApp = useTestApp({});
/** Lamps the other writer changes besides the contended one: it weighs more, so InnoDB rolls the batch back. */
const HEAVIER_BY = 6;

const checkinOf = (lamp: Lamp, seq: number): Checkin => ({
  serial: lamp.serial,
  seq,
  state: 1,
  mode: lamp.mode,
  battery: 87,
  firmware: 'after-deadlock',
  v: lamp.appliedVersion,
  fault: null,
  units: null,
  ts: null,
});

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a check-in batch in a deadlock', () => {
  it('is rolled back by MariaDB, run again whole after the other writer commits, and loses no check-in', async () => {
    const manager = await browser(testApp);
    await signIn(manager, 'lampadedemo');
    const account = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!;
    const serials: string[] = [];
    for (let k = 0; k < HEAVIER_BY + 2; k += 1)
      serials.push((await createLampThroughApi(testApp, manager, account.id)).serial);
    const lamps = await testApp.dataSource
      .getRepository(Lamp)
      .find({ where: serials.map((serial) => ({ serial })), order: { id: 'ASC' } });
    const [low, high, ...others] = lamps;
    const seqOf = (lamp: Lamp) => (lamp.lastSeq ?? 0) + 1;

    const service = testApp.app.get(LampCheckinsService);
    const runs = vi.spyOn(service as unknown as { applyOnce: () => unknown }, 'applyOnce');
    const other = testApp.dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.startTransaction();
      // Row by row, by primary key: one statement over the small table would scan, and lock, every row.
      for (const lamp of [high, ...others])
        await other.query('UPDATE lamps SET battery = 5 WHERE id = ?', [lamp.id]);
      // The batch writes the lower lamp, then waits for the higher one, which the other writer holds.
      const applying = service.apply([checkinOf(high, seqOf(high)), checkinOf(low, seqOf(low))]);
      // Seen in the process list (INNODB_TRX did not list the waiting transaction on MariaDB 10.11.19): the
      // batch's UPDATE of the higher lamp is running, so it holds the lower one and waits.
      await until(
        async () =>
          Number(
            (
              await testApp.dataSource.query(
                "SELECT COUNT(*) AS waiting FROM information_schema.PROCESSLIST WHERE COMMAND = 'Query' AND INFO LIKE ? AND INFO LIKE ?",
                ['UPDATE `lamps` SET %', `% WHERE \`id\` = ${high.id} AND %`],
              )
            )[0].waiting,
          ) === 1,
        'the batch waits for the higher lamp',
      );
      // The other writer now wants the lower lamp: each waits for the other, and InnoDB rolls the lighter back.
      await other.query('UPDATE lamps SET battery = 6 WHERE id = ?', [low.id]);
      await other.commitTransaction();
      const result = await applying;

      expect(runs).toHaveBeenCalledTimes(2);
      expect(result).toMatchObject({ accepted: 2, rejected: [] });
      const after = await testApp.dataSource.getRepository(Lamp).find({
        where: [{ id: low.id }, { id: high.id }],
        order: { id: 'ASC' },
      });
      expect(after.map((lamp) => [lamp.lastSeq, lamp.battery, lamp.firmware])).toEqual([
        [seqOf(low), 87, 'after-deadlock'],
        [seqOf(high), 87, 'after-deadlock'],
      ]);
    } finally {
      if (other.isTransactionActive) await other.rollbackTransaction();
      await other.release();
    }
  });
});
