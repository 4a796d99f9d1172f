import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityManager } from 'typeorm';
import { outboxMessages, payloadOf } from '../../test-support/account-helpers';
import {
  demoManagerWithLamp,
  offsetClock,
  payLamp,
  useBrokerTestApp,
  type CreatedLamp,
} from '../../test-support/lamp-helpers';
import { LampCheckinUpdate } from './lamp-checkin-update';
import { LampCheckinsService } from './lamp-checkins.service';
import { LampJobs } from './lamp-jobs';
import { LampCheckinConsumer } from './mqtt/lamp-checkin.consumer';
import { Lamp } from './lamp.entity';
import type { Checkin } from './mqtt/checkin-payload';

// A check-in's write is conditional on the lamp as it was read. What another writer may do between the
// read and the write (the missed-check-in job, another instance's consumer), and what must come of the
// check-in: applied on top of the new state when it is still the newest, given way when it is not.
const { testApp } = useBrokerTestApp({ LAMPS_GRACE_SECONDS: '300' });

interface Race {
  name: string;
  /** SQL run inside the check-in's transaction just before its write (`?` is the lamp's id). */
  meanwhile: (seq: number) => { sql: string; extra: unknown[] };
  /** Whether the check-in (seq) must count. */
  counts: boolean;
  /** The notice template the check-in must queue for the lamp, if any. */
  notice?: string;
}

const RACES: Race[] = [
  {
    name: 'the missed-check-in job marks the lamp silent',
    meanwhile: () => ({
      sql: "UPDATE lamps SET anomaly = 1, anomaly_reason = 'missed', incident = incident + 1 WHERE id = ?",
      extra: [],
    }),
    counts: true,
    notice: 'lamp-recovered',
  },
  {
    name: 'another instance stores a newer check-in',
    meanwhile: (seq) => ({ sql: 'UPDATE lamps SET last_seq = ? WHERE id = ?', extra: [seq + 5] }),
    counts: false,
  },
  {
    name: 'another instance stores this same check-in',
    meanwhile: (seq) => ({ sql: 'UPDATE lamps SET last_seq = ? WHERE id = ?', extra: [seq] }),
    counts: false,
  },
  {
    name: 'the job marks it silent and another instance then stores a newer check-in',
    meanwhile: (seq) => ({
      sql: "UPDATE lamps SET anomaly = 1, anomaly_reason = 'missed', incident = incident + 1, last_seq = ? WHERE id = ?",
      extra: [seq + 1],
    }),
    counts: false,
  },
];

describe('a check-in racing another writer', () => {
  let lamp: CreatedLamp;
  let lampId: number;
  const row = () => testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });

  beforeAll(async () => {
    const demo = await demoManagerWithLamp(testApp);
    lamp = demo.lamp;
    await payLamp(demo.manager, lamp, '2026-03-01', '2099-12-31');
    lampId = (await row()).id;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => vi.restoreAllMocks());

  for (const race of RACES)
    it(`${race.name}: ${race.counts ? 'it counts' : 'it gives way'}`, async () => {
      // A lamp that works and talks: no anomaly, a known last sequence.
      await testApp.dataSource.query(
        "UPDATE lamps SET anomaly = 0, anomaly_reason = NULL, anomaly_since = NULL, last_seq = 10, firmware = 'before' WHERE id = ?",
        [lampId],
      );
      const before = await row();
      const notices = async (template: string) =>
        (await outboxMessages(testApp, { template })).filter(
          (message) => payloadOf(message).serial === lamp.serial,
        ).length;
      const noticesBefore = race.notice ? await notices(race.notice) : 0;
      const seq = 11;
      const realWrite = LampCheckinUpdate.prototype.write;
      let raced = false;
      vi.spyOn(LampCheckinUpdate.prototype, 'write').mockImplementation(async function (
        this: LampCheckinUpdate,
        manager: EntityManager,
        ...rest: [Pick<Lamp, 'id' | 'anomaly'>, number, Partial<Lamp>]
      ) {
        if (!raced) {
          raced = true;
          const { sql, extra } = race.meanwhile(seq);
          await manager.query(sql, [...extra, lampId]);
        }
        return realWrite.call(this, manager, ...rest);
      });
      const checkin: Checkin = {
        serial: lamp.serial,
        seq,
        state: 1,
        mode: before.mode,
        battery: 87,
        firmware: 'race-1',
        v: before.appliedVersion,
        fault: null,
        units: null,
        ts: null,
      };
      const result = await testApp.app.get(LampCheckinsService).apply([checkin]);
      expect(raced).toBe(true);
      const after = await row();
      if (race.counts) {
        expect(result.accepted).toBe(1);
        expect(after).toMatchObject({
          lastSeq: seq,
          battery: 87,
          firmware: 'race-1',
          anomaly: 0,
          anomalyReason: null,
        });
      } else {
        expect(result).toMatchObject({
          accepted: 0,
          rejected: [{ serial: lamp.serial, seq, reason: 'replayed' }],
        });
        expect(after.firmware).toBe('before');
        expect(after.lastSeq).toBeGreaterThanOrEqual(seq);
      }
      // The lamp marked silent spoke: manager and subscriber are told it works again.
      if (race.notice) expect(await notices(race.notice)).toBeGreaterThan(noticesBefore);
    });

  it('the missed-check-in job does not judge while check-ins are waiting to be written, then does', async () => {
    let offsetMs = 0;
    offsetClock(testApp, () => offsetMs);
    await testApp.dataSource.query(
      'UPDATE lamps SET anomaly = 0, anomaly_reason = NULL, anomaly_since = NULL, last_seq = 20 WHERE id = ?',
      [lampId],
    );
    // Past the lamp's window (3600 s + grace 300 s), also counted from when this instance connected.
    offsetMs = 3 * 3600 * 1000;
    await testApp.dataSource
      .getRepository(Lamp)
      .update(lampId, { checkDueAt: new Date(Date.now() + offsetMs - 3600 * 1000) });
    const consumer = testApp.app.get(LampCheckinConsumer);
    const jobs = testApp.app.get(LampJobs);
    const behind = vi.spyOn(consumer, 'behind', 'get').mockReturnValue(true);
    expect(await jobs.markMissed()).toBe(0);
    expect(await row()).toMatchObject({ anomaly: 0 });
    behind.mockReturnValue(false);
    expect(await jobs.markMissed()).toBe(1);
    expect(await row()).toMatchObject({ anomaly: 1, anomalyReason: 'missed' });
  });
});
