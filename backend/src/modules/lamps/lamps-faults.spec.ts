import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages, payloadOf } from '../../test-support/account-helpers';
import { AccountsService } from '../accounts/accounts.service';
import {
  createLampThroughApi,
  demoManagerWithLamp,
  eventually,
  offsetClock,
  payLamp,
  useBrokerTestApp,
  type CreatedLamp,
} from '../../test-support/lamp-helpers';
import type { Browser } from '../../test-support/test-app';
import { LampJobs } from './lamp-jobs';
import { Lamp } from './lamp.entity';
import { LampMqttService } from './mqtt/lamp-mqtt.service';
import { SimulatedLamp } from './simulator/simulated-lamp';

const rig = useBrokerTestApp({ LAMPS_GRACE_SECONDS: '300', PUBLIC_URL: 'https://ricordo.example' });
const { testApp, env } = rig;

describe('lamp faults', () => {
  let manager: Browser;
  let managerEmail: string;
  let lamp: CreatedLamp;
  let device: SimulatedLamp;
  let offsetMs = 0;

  const row = () => testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });
  const messages = async (template: string) =>
    (await outboxMessages(testApp, { template })).filter(
      (message) => payloadOf(message).serial === lamp.serial,
    );
  const recipients = async (template: string) =>
    (await messages(template)).map((message) => message.recipient).sort();
  /** Moves the application's clock (the lamp keeps its own). */
  const moveClock = (ms: number) => {
    offsetMs += ms;
  };
  const checkIn = async () => {
    const report = await device.checkInNow();
    await eventually(async () => expect((await row()).lastSeq).toBe(report.seq));
    return report;
  };

  beforeAll(async () => {
    offsetClock(testApp, () => offsetMs);
    const demo = await demoManagerWithLamp(testApp);
    ({ manager, lamp } = demo);
    managerEmail = demo.account.email!;
    await payLamp(manager, lamp, '2026-03-01', '2099-12-31');
    device = new SimulatedLamp({
      url: rig.broker.url,
      serial: lamp.serial,
      topicPrefix: env.MQTT_TOPIC_PREFIX,
      autoSchedule: false,
    });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await device?.stop();
  });

  it("marks a lamp that misses its window 'In anomalia' and tells manager and subscriber once", async () => {
    await checkIn();
    const jobs = testApp.app.get(LampJobs);
    expect(await jobs.markMissed()).toBe(0);
    // Inside the window (next connection 3600 s + grace 300 s) nothing happens.
    moveClock(3600 * 1000);
    expect(await jobs.markMissed()).toBe(0);
    moveClock(301 * 1000);
    const ran = await jobs.tick();
    expect(ran.missed).toBe(1);
    expect(await row()).toMatchObject({ anomaly: 1, anomalyReason: 'missed', incident: 1 });
    const popup = (await manager.get(`/api/lampade/lampadaData/${lamp.deceasedId}`).expect(200)).body.data
      .lampadaData;
    expect(popup).toMatchObject({ anomalia: true, motivoAnomalia: 'missed', statoLampadaEffettivo: 2 });
    const filtered = await manager
      .get(`/api/lampade/lampadeGestoreData/${popup.idGestore}?anomalia=1`)
      .expect(200);
    expect(filtered.body.data.lampade.map((l: { serialeLampada: string }) => l.serialeLampada)).toContain(
      lamp.serial,
    );
    // The memorial page's icon: 'In anomalia' (above 1) is drawn off.
    const page = await request(testApp.url).get(`/api/deceased/deceasedData/${lamp.deceasedId}`).expect(200);
    expect(page.body.data.lamp).toMatchObject({ effectiveState: 2 });

    expect(await recipients('lamp-anomaly')).toEqual([managerEmail, lamp.subscriberEmail].sort());
    const [toManager] = (await messages('lamp-anomaly')).filter(
      (message) => message.recipient === managerEmail,
    );
    expect(payloadOf(toManager)).toMatchObject({ reason: 'missed', link: '/lampade-panel#lampade' });

    // Later runs, on this or another instance, say nothing more about the same incident.
    moveClock(3600 * 1000);
    await jobs.tick();
    await jobs.markMissed();
    expect(await messages('lamp-anomaly')).toHaveLength(2);
  });

  it('tells both again, once, when the lamp checks in and works', async () => {
    await checkIn();
    expect(await row()).toMatchObject({ anomaly: 0, anomalyReason: null, incident: 1 });
    expect(await recipients('lamp-recovered')).toEqual([managerEmail, lamp.subscriberEmail].sort());
    await checkIn();
    expect(await messages('lamp-recovered')).toHaveLength(2);
    const popup = (await manager.get(`/api/lampade/lampadaData/${lamp.deceasedId}`).expect(200)).body.data
      .lampadaData;
    expect(popup).toMatchObject({ anomalia: false, statoLampadaEffettivo: 1 });
  });

  it('raises an anomaly when the lamp reports a fault, and ends it when repaired', async () => {
    device.setFault('led');
    const report = await checkIn();
    expect(report).toMatchObject({ state: 2, fault: 'led' });
    expect(await row()).toMatchObject({ anomaly: 1, anomalyReason: 'fault', faultCode: 'led', incident: 2 });
    expect(await messages('lamp-anomaly')).toHaveLength(4);
    const latest = (await messages('lamp-anomaly')).slice(-2).map(payloadOf);
    expect(latest.every((payload) => payload.reason === 'fault')).toBe(true);
    await checkIn(); // still broken: the same incident
    expect(await messages('lamp-anomaly')).toHaveLength(4);

    device.setFault(null);
    await checkIn();
    expect(await row()).toMatchObject({ anomaly: 0, faultCode: null });
    expect(await messages('lamp-recovered')).toHaveLength(4);
  });

  it('leaves alone a lamp with no paid period left (switched off)', async () => {
    await testApp.dataSource
      .getRepository(Lamp)
      .update({ serial: lamp.serial }, { paidUntil: new Date('2020-01-01T00:00:00Z') });
    try {
      moveClock(10 * 86_400 * 1000);
      expect(await testApp.app.get(LampJobs).markMissed()).toBe(0);
      // …and the desired-state job switches it off.
      const ran = await testApp.app.get(LampJobs).tick();
      expect(ran.desired?.expired).toBe(1);
      expect(JSON.parse((await row()).desiredState!)).toMatchObject({ mode: 0 });
    } finally {
      await testApp.dataSource
        .getRepository(Lamp)
        .update({ serial: lamp.serial }, { paidUntil: new Date('2100-01-01T00:00:00Z') });
    }
  });

  it('marks nothing while the broker is down, and judges every lamp one full window after it returns', async () => {
    const jobs = testApp.app.get(LampJobs);
    const mqtt = testApp.app.get(LampMqttService);
    const managerId = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
    const created = [
      await createLampThroughApi(testApp, manager, managerId),
      await createLampThroughApi(testApp, manager, managerId),
    ];
    for (const one of created) await payLamp(manager, one, '2026-03-01', '2099-12-31');
    const [talking, silent] = created.map(
      (one) =>
        new SimulatedLamp({
          url: rig.broker.url,
          serial: one.serial,
          topicPrefix: env.MQTT_TOPIC_PREFIX,
          autoSchedule: false,
        }),
    );
    const rowOf = (one: CreatedLamp) =>
      testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: one.serial });
    try {
      for (const [device, one] of [
        [talking, created[0]],
        [silent, created[1]],
      ] as const) {
        const report = await device.checkInNow();
        await eventually(async () => expect((await rowOf(one)).lastSeq).toBe(report.seq));
      }

      // The broker is down for three windows (3600 s + grace 300 s each): nobody hears the lamps.
      await rig.broker.stop();
      await eventually(() => expect(mqtt.connected).toBe(false));
      moveClock(3 * 3900 * 1000);
      expect(await jobs.markMissed()).toBe(0);
      expect((await jobs.tick()).missed).toBe(0);
      for (const one of created) expect(await rowOf(one)).toMatchObject({ anomaly: 0 });

      await rig.broker.start();
      await eventually(() => expect(mqtt.connected).toBe(true), 15_000);
      await mqtt.presenceWritten();
      expect(await jobs.markMissed()).toBe(0);
      // The lamp that talks checks in ten minutes after the broker's return: right at once.
      moveClock(600 * 1000);
      const report = await talking.checkInNow();
      await eventually(async () => expect((await rowOf(created[0])).lastSeq).toBe(report.seq));
      // One second before a full window after the return, the silent lamp is not judged yet…
      moveClock((3900 - 600 - 1) * 1000);
      expect(await jobs.markMissed()).toBe(0);
      expect(await rowOf(created[1])).toMatchObject({ anomaly: 0 });
      // …and just after it, it is 'In anomalia'; the one that talked is not.
      moveClock(2000);
      await jobs.markMissed();
      expect(await rowOf(created[1])).toMatchObject({ anomaly: 1, anomalyReason: 'missed' });
      expect(await rowOf(created[0])).toMatchObject({ anomaly: 0 });
    } finally {
      await talking.stop();
      await silent.stop();
    }
  });
});
