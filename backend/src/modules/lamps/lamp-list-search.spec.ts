import { beforeAll, describe, expect, it } from 'vitest';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { createLampManager, saveLampSubscriber } from '../../test-support/lamp-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Lamp } from './lamp.entity';

const testApp = useTestApp(
  { OUTBOX_WORKER: '0', LAMPS_JOB_MS: '0', LAMPS_DEMO_SIMULATOR: '0' },
  { clearThrottles: true },
);

let lamps = 0;

/** A lamp of `managerId` for a new deceased and a new subscriber, straight into the tables. */
async function lampOf(
  managerId: number,
  deceased: { name: string; surname: string; enabled?: number },
  subscriberSurname: string,
  anomaly = 0,
): Promise<Lamp> {
  lamps += 1;
  const tag = `${Date.now().toString(36)}${lamps}`.toUpperCase();
  const person = await saveDeceased(testApp, { ...deceased, enabled: deceased.enabled ?? 1 });
  const subscriber = await saveLampSubscriber(testApp, managerId, subscriberSurname, `F${tag}`);
  return testApp.dataSource.getRepository(Lamp).save({
    serial: `RL-${tag}`,
    deceasedId: person.id,
    subscriberId: subscriber.id,
    managerUserId: managerId,
    mode: 1,
    secondsNextConnection: 3600,
    secondsWithoutConnection: 86_400,
    credentialHash: 'x',
    anomaly,
    createdAt: new Date(),
  });
}

describe("the lamp manager's search (lampadeGestoreData ?q=)", () => {
  let agent: Browser;
  let managerId: number;
  const made: Record<string, Lamp> = {};

  beforeAll(async () => {
    const manager = await createLampManager(testApp);
    const other = await createLampManager(testApp);
    managerId = manager.id;
    made.rossi = await lampOf(managerId, { name: 'Mario', surname: 'Rossi' }, 'Bianchi');
    made.deLuca = await lampOf(managerId, { name: 'Giulia', surname: 'De Luca' }, 'Verdi', 1);
    made.subscriber = await lampOf(managerId, { name: 'Paolo', surname: 'Neri' }, 'Rossini');
    made.accents = await lampOf(managerId, { name: 'Nicolò', surname: "D'Àngelo" }, 'Gallo');
    made.elsewhere = await lampOf(other.id, { name: 'Mario', surname: 'Rossi' }, 'Rossi');
    agent = await browser(testApp);
    await signIn(agent, manager.username, manager.password);
  });

  const serials = async (q: string, extra = '') => {
    const answer = await agent
      .get(`/api/lampade/lampadeGestoreData/${managerId}?q=${encodeURIComponent(q)}${extra}`)
      .expect(200);
    const found = answer.body.data.lampade.map((lamp: { serialeLampada: string }) => lamp.serialeLampada);
    expect(answer.body.data.total).toBe(found.length);
    return found as string[];
  };

  it("finds by the prefix of a serial or of the subscriber's surname, or by words starting the deceased's names", async () => {
    // Newest lamp first; only the manager's own.
    expect(await serials('ross')).toEqual([made.subscriber.serial, made.rossi.serial]);
    expect(await serials(made.deLuca.serial.slice(0, -1).toLowerCase())).toContain(made.deLuca.serial);
    expect(await serials('BIANCHI')).toEqual([made.rossi.serial]);
    expect(await serials('mario')).toEqual([made.rossi.serial]);
    expect(await serials('mario ross')).toEqual([made.rossi.serial]);
    expect(await serials('rossi mar')).toEqual([made.rossi.serial]);
    expect(await serials('de luca')).toEqual([made.deLuca.serial]);
    expect(await serials('giulia luca')).toEqual([made.deLuca.serial]);
    expect(await serials("d'angelo nicolo")).toEqual([made.accents.serial]);
  });

  it('matches prefixes, not text anywhere, and keeps the anomaly filter', async () => {
    expect(await serials('ossi')).toEqual([]);
    expect(await serials('mario verdi')).toEqual([]);
    expect(await serials('100%')).toEqual([]);
    expect(await serials('de', '&anomalia=1')).toEqual([made.deLuca.serial]);
    expect(await serials('ross', '&anomalia=1')).toEqual([]);
  });

  it('pages the matches with their total', async () => {
    const first = await agent
      .get(`/api/lampade/lampadeGestoreData/${managerId}?q=ross&maxResults=1`)
      .expect(200);
    expect(first.body.data).toMatchObject({ total: 2, nextPage: 2 });
    expect(first.body.data.lampade.map((lamp: { serialeLampada: string }) => lamp.serialeLampada)).toEqual([
      made.subscriber.serial,
    ]);
    const second = await agent
      .get(`/api/lampade/lampadeGestoreData/${managerId}?q=ross&maxResults=1&page=2`)
      .expect(200);
    expect(second.body.data).toMatchObject({ total: 2, nextPage: null });
    expect(second.body.data.lampade[0].serialeLampada).toBe(made.rossi.serial);
  });
});
