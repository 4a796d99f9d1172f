import { Logger } from '@nestjs/common';
import { connect, type MqttClient } from 'mqtt';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyOf, createClient, postForm } from '../../test-support/account-helpers';
import {
  demoManagerWithLamp,
  eventually,
  payLamp,
  useBrokerTestApp,
  type CreatedLamp,
} from '../../test-support/lamp-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { Deceased } from '../deceased/deceased.entity';
import { Lamp } from './lamp.entity';
import { LampCheckinConsumer } from './mqtt/lamp-checkin.consumer';
import { LampMqttService } from './mqtt/lamp-mqtt.service';
import { SimulatedLamp } from './simulator/simulated-lamp';

const rig = useBrokerTestApp();
const { testApp, env } = rig;

describe('lamps on MQTT (real broker)', () => {
  let manager: Browser;
  let managerId: number;
  let lamp: CreatedLamp;
  let device: SimulatedLamp;
  let raw: MqttClient;

  const row = () => testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial });
  const popup = async () =>
    (await manager.get(`/api/lampade/lampadaData/${lamp.deceasedId}`).expect(200)).body.data
      .lampadaData as Record<string, unknown>;

  beforeAll(async () => {
    const demo = await demoManagerWithLamp(testApp);
    ({ manager, lamp } = demo);
    managerId = demo.account.id;
    device = new SimulatedLamp({
      url: rig.broker.url,
      serial: lamp.serial,
      topicPrefix: env.MQTT_TOPIC_PREFIX,
      behaviour: 'sleep',
      autoSchedule: false,
      battery: 90,
      drainPerCheckin: 1,
      units: ['PROD-A'],
    });
    raw = connect(rig.broker.url, { protocolVersion: 5, clientId: `raw-${lamp.serial}` });
    await new Promise((resolve) => raw.once('connect', resolve));
  });

  afterAll(async () => {
    await device?.stop();
    await raw?.endAsync();
  });

  it('switches the lamp on once paid: the retained desired state reaches it and its check-in confirms it', async () => {
    // Before any payment the lamp reads "off" and says so.
    const unpaid = await device.checkInNow();
    expect(unpaid).toMatchObject({ state: 0, mode: 0, v: 1 });
    await eventually(async () => expect((await row()).lastSeq).toBe(unpaid.seq));

    await payLamp(manager, lamp, '2026-03-01', '2099-12-31');
    const paidRow = await row();
    await eventually(async () => expect((await row()).publishedVersion).toBe(paidRow.desiredVersion));
    expect(await popup()).toMatchObject({ inAttesa: true, attiva: true });

    const report = await device.checkInNow();
    expect(report).toMatchObject({ state: 1, mode: 1, v: paidRow.desiredVersion, battery: 88 });
    await eventually(async () => expect((await row()).lastSeq).toBe(report.seq));
    expect(await popup()).toMatchObject({
      statoLampadaEffettivo: 1,
      statoLampadaApplicato: 1,
      livelloBatteria: 88,
      firmware: 'sim-1.0.0',
      inAttesa: false,
      versioneApplicata: paidRow.desiredVersion,
    });
    expect((await popup()).dataUltimoControllo).toEqual(expect.any(Number));
    // The connected lamp it listed is known, off until the manager enables it.
    const units = await postForm(manager, '/api/lampade/lampadeCollegateLoad', { seriale: lamp.serial });
    expect((bodyOf(units).data as { lampadeCollegate: object[] }).lampadeCollegate).toEqual([
      expect.objectContaining({ idProduzione: 'PROD-A', lampadaAbilitataDaGestore: 0 }),
    ]);
  });

  it("shows 'Effetto Fiamma' pending while the lamp sleeps, applied at its next check-in", async () => {
    const set = await postForm(manager, '/api/lampade/lampadaSet', {
      idDefunto: String(lamp.deceasedId),
      secondiSenzaConnessione: '86400',
      secondiProssimaConnessione: '3600',
      statoLampadaImpostato: '2',
    });
    expect(set.status).toBe(200);
    const version = (await row()).desiredVersion;
    await eventually(async () => expect((await row()).publishedVersion).toBe(version));
    // Asleep: nothing confirms the change.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await popup()).toMatchObject({
      statoLampadaImpostato: 2,
      statoLampadaApplicato: 1,
      inAttesa: true,
    });
    // The memorial page shows what the lamp really does: still always on.
    const page = async () =>
      (await request(testApp.url).get(`/api/deceased/deceasedData/000${lamp.deceasedId}`).expect(200)).body
        .data.lamp;
    expect(await page()).toEqual({ effectiveState: 1, setState: 1, idGestore: managerId });

    const report = await device.checkInNow();
    expect(report).toMatchObject({ state: 1, mode: 2, v: version });
    await eventually(async () =>
      expect(await popup()).toMatchObject({ statoLampadaApplicato: 2, inAttesa: false }),
    );
    expect(device.desired).toMatchObject({ mode: 2, nextConnection: 3600, withoutConnection: 86400 });
    // Confirmed: the page (its cached bytes dropped by the check-in) shows the flame.
    await eventually(async () =>
      expect(await page()).toEqual({ effectiveState: 1, setState: 2, idGestore: managerId }),
    );

    // The family sees the same state in the client panel's list of its tombstones.
    const owner = await createClient(testApp);
    await testApp.dataSource.getRepository(Deceased).update(lamp.deceasedId, { ownerUserId: owner.id });
    const ownerBrowser = await browser(testApp);
    await signIn(ownerBrowser, owner.username, owner.password);
    const owned = bodyOf(await ownerBrowser.get(`/api/account/getDeceasedByID/${owner.id}`).expect(200))
      .data as { deceased_list: unknown[] };
    expect(owned.deceased_list).toEqual([
      expect.objectContaining({
        ID: lamp.deceasedId,
        lamp: { effectiveState: 1, setState: 2, idGestore: managerId },
      }),
    ]);
  });

  it('ignores and logs malformed, oversized, unknown and replayed check-ins, and keeps consuming', async () => {
    const consumer = testApp.app.get(LampCheckinConsumer);
    const warn = vi.spyOn(Logger.prototype, 'warn');
    try {
      const before = await row();
      const ignored = { ...consumer.stats.ignored };
      const topic = device.checkinTopic;
      const valid = {
        seq: before.lastSeq! - 1,
        state: 0,
        mode: 0,
        battery: 5,
        firmware: 'old',
        v: 0,
      };
      await raw.publishAsync(topic, 'not json {', { qos: 1 });
      await raw.publishAsync(topic, JSON.stringify({ ...valid, seq: 'x' }), { qos: 1 });
      await raw.publishAsync(topic, JSON.stringify({ ...valid, pad: 'x'.repeat(5000) }), { qos: 1 });
      await raw.publishAsync(
        `${env.MQTT_TOPIC_PREFIX}/RL-NOBODY/checkin`,
        JSON.stringify({ ...valid, seq: 1 }),
        {
          qos: 1,
        },
      );
      await raw.publishAsync(topic, JSON.stringify(valid), { qos: 1 }); // an old sequence
      await raw.publishAsync(topic, JSON.stringify({ ...valid, seq: before.lastSeq }), { qos: 1 }); // a duplicate
      await eventually(() => {
        expect(consumer.stats.ignored.malformed - ignored.malformed).toBe(2);
        expect(consumer.stats.ignored.oversized - ignored.oversized).toBe(1);
        expect(consumer.stats.ignored.unknown - ignored.unknown).toBe(1);
        expect(consumer.stats.ignored.replayed - ignored.replayed).toBe(2);
      });
      const after = await row();
      expect(after).toMatchObject({
        lastSeq: before.lastSeq,
        battery: before.battery,
        reportedState: before.reportedState,
        firmware: before.firmware,
      });
      const reasons = warn.mock.calls
        .map(([entry]) => entry as { msg?: string; reason?: string })
        .filter((entry) => entry?.msg === 'lamp check-in ignored')
        .map((entry) => entry.reason);
      expect(reasons).toEqual(expect.arrayContaining(['malformed', 'oversized', 'unknown', 'replayed']));

      // Still consuming.
      const report = await device.checkInNow();
      await eventually(async () => expect((await row()).lastSeq).toBe(report.seq));
    } finally {
      warn.mockRestore();
    }
  });

  it('reconnects and resubscribes when the broker goes down and comes back, losing no state', async () => {
    const mqtt = testApp.app.get(LampMqttService);
    const before = await row();
    const connections = mqtt.connectionCount;
    await rig.broker.stop();
    await eventually(() => expect(mqtt.connected).toBe(false));
    // The platform answers meanwhile, from the database.
    expect(await popup()).toMatchObject({ statoLampadaEffettivo: 1, ultimaSequenza: before.lastSeq });
    await rig.broker.start();
    await eventually(() => expect(mqtt.connectionCount).toBeGreaterThan(connections), 15_000);

    const report = await device.checkInNow();
    expect(report.seq).toBe(before.lastSeq! + 1);
    await eventually(async () => expect((await row()).lastSeq).toBe(report.seq));
    // The retained desired state survived the restart (broker persistence).
    expect(device.desired?.v).toBe(before.desiredVersion);
  });

  it('tells its thread what it took once a turn, however many batches the turn brought', async () => {
    const mqtt = testApp.app.get(LampMqttService);
    const consumer = testApp.app.get(LampCheckinConsumer);
    const thread = (mqtt as unknown as { thread: Worker }).thread;
    const handedOver: number[] = [];
    const countBatches = (message: { type: string; topics?: string[] }) => {
      if (message.type === 'messages') handedOver.push(message.topics!.length);
    };
    thread.on('message', countBatches);
    const told = vi.spyOn(thread, 'postMessage');
    const received = consumer.stats.received;
    const folder = mkdtempSync(join(tmpdir(), 'ricordo-burst-'));
    try {
      // Five check-ins 50 ms apart from another process, while this thread is blocked: the MQTT thread hands
      // them over as batches of their own, and this thread takes them all in its next turn.
      const { hostname, port } = new URL(rig.broker.url);
      const done = join(folder, 'done');
      spawn('sh', [
        '-c',
        `for i in 1 2 3 4 5; do mosquitto_pub -h ${hostname} -p ${port} -q 1 -t '${device.checkinTopic}' -m '{}'; sleep 0.05; done; touch ${done}`,
      ]);
      const blocked = new Int32Array(new SharedArrayBuffer(4));
      for (let waited = 0; !existsSync(done) && waited < 20_000; waited += 50)
        Atomics.wait(blocked, 0, 0, 50);
      Atomics.wait(blocked, 0, 0, 1000); // the last one reaches the MQTT thread
      await eventually(() => expect(consumer.stats.received - received).toBe(5));
      const consumed = () =>
        told.mock.calls
          .map(([message]) => message as { type: string; count?: number })
          .filter((message) => message.type === 'consumed');
      await eventually(() => expect(consumed().reduce((sum, message) => sum + message.count!, 0)).toBe(5));
      // Mostly one message back; two should the last batch reach this thread after it woke.
      expect(handedOver.length).toBeGreaterThan(1);
      expect(consumed().length).toBeLessThan(handedOver.length);
    } finally {
      thread.off('message', countBatches);
      told.mockRestore();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('starts its MQTT thread again when it ends unasked, logs it, and goes on writing check-ins', async () => {
    const mqtt = testApp.app.get(LampMqttService);
    const error = vi.spyOn(Logger.prototype, 'error');
    try {
      const before = await row();
      const connections = mqtt.connectionCount;
      const thread = (mqtt as unknown as { thread: Worker }).thread;
      await thread.terminate();
      await eventually(() => expect(mqtt.connectionCount).toBeGreaterThan(connections), 15_000);
      expect(error.mock.calls.map(([entry]) => entry)).toContainEqual({
        msg: 'lamp MQTT thread ended, starting it again',
      });
      expect((mqtt as unknown as { thread: Worker }).thread).not.toBe(thread);

      const report = await device.checkInNow();
      expect(report.seq).toBe(before.lastSeq! + 1);
      await eventually(async () => expect((await row()).lastSeq).toBe(report.seq));
    } finally {
      error.mockRestore();
    }
  });
});
