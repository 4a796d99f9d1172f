import { beforeAll, describe, expect, it } from 'vitest';
import { In } from 'typeorm';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { createLampManager, saveLampSubscriber } from '../../test-support/lamp-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import { CHECKIN_LAMP_COLUMNS, LampCheckinRead } from './lamp-checkin-update';
import { Lamp } from './lamp.entity';

// The check-in batch reads its lamps with a SELECT of its own instead of TypeORM's find. Whatever a lamp
// holds, it must read exactly what find reads: the same properties, types and nulls, on SQLite and MariaDB.
const testApp = useTestApp({ OUTBOX_WORKER: '0', LAMPS_JOB_MS: '0', LAMPS_DEMO_SIMULATOR: '0' });

/** Each column that may be null, once null and once set; and a sequence past 32 bits (a bigint column). */
const VARIANTS: Array<{ name: string; lamp: Partial<Lamp> }> = [
  { name: 'never checked in', lamp: {} },
  {
    name: 'reporting, in a fault anomaly, every nullable column set',
    lamp: {
      appliedNextConnection: 900,
      reportedState: 3,
      reportedMode: 2,
      lastSeq: 2 ** 40 + 7,
      anomaly: 1,
      anomalyReason: 'fault',
      incident: 4,
      desiredVersion: 6,
      appliedVersion: 5,
      mode: 3,
    },
  },
  {
    name: 'silent after a check-in',
    lamp: { reportedState: 0, reportedMode: 1, lastSeq: 1, anomaly: 1, anomalyReason: 'missed', incident: 1 },
  },
];

/** What find read, as a plain object of the selected columns (an entity also holds its other fields, unset). */
const selected = (lamp: Lamp) =>
  Object.fromEntries(CHECKIN_LAMP_COLUMNS.map((column) => [column, lamp[column]]));

describe('the check-in batch read', () => {
  const serials: string[] = [];

  beforeAll(async () => {
    const manager = await createLampManager(testApp);
    const subscriber = await saveLampSubscriber(
      testApp,
      manager.id,
      'Lettura',
      `FLETTURA${Date.now().toString(36)}`,
    );
    for (const [index, variant] of VARIANTS.entries()) {
      for (const withSubscriber of [false, true]) {
        const person = await saveDeceased(testApp, { name: 'Lina', surname: `Lettura${index}`, enabled: 1 });
        const serial = `RL-READ${Date.now().toString(36)}${index}${withSubscriber ? 'S' : 'N'}`.toUpperCase();
        await testApp.dataSource.getRepository(Lamp).save({
          serial,
          deceasedId: person.id,
          subscriberId: withSubscriber ? subscriber.id : null,
          managerUserId: manager.id,
          mode: 1,
          secondsNextConnection: 3600,
          secondsWithoutConnection: 86_400,
          credentialHash: 'x',
          createdAt: new Date(),
          ...variant.lamp,
        });
        serials.push(serial);
      }
    }
  });

  it('reads by serial exactly what find reads, for every kind of lamp', async () => {
    const read = new LampCheckinRead();
    await testApp.dataSource.transaction(async (manager) => {
      const mine = await read.bySerials(manager, [...serials, 'RL-NOTALAMP']);
      const theirs = await manager
        .getRepository(Lamp)
        .find({ select: [...CHECKIN_LAMP_COLUMNS], where: { serial: In(serials) } });
      const bySerial = (lamps: Array<Record<string, unknown>>) =>
        [...lamps].sort((a, b) => String(a.serial).localeCompare(String(b.serial)));
      expect(mine).toHaveLength(VARIANTS.length * 2);
      expect(bySerial(mine)).toStrictEqual(bySerial(theirs.map(selected)));
      const big = mine.find((lamp) => lamp.lastSeq !== null && lamp.lastSeq > 2 ** 32);
      expect(big?.lastSeq).toBe(2 ** 40 + 7);
      expect(await read.bySerials(manager, [])).toEqual([]);
    });
  });

  it('reads by id exactly what find reads', async () => {
    const read = new LampCheckinRead();
    await testApp.dataSource.transaction(async (manager) => {
      const lamps = await manager.getRepository(Lamp).find({ where: { serial: In(serials) } });
      for (const { id } of lamps) {
        const [theirs] = await manager
          .getRepository(Lamp)
          .find({ select: [...CHECKIN_LAMP_COLUMNS], where: { id } });
        expect(await read.byId(manager, id)).toStrictEqual([selected(theirs)]);
      }
      expect(await read.byId(manager, 2 ** 31 - 1)).toEqual([]);
    });
  });
});
