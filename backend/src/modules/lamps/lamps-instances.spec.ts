import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { connect } from 'mqtt';
import request from 'supertest';
import { In, type DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.factory';
import { loadConfig, type AppConfig } from '../../config/app-config';
import {
  createLampThroughApi,
  eventually,
  mqttTestEnv,
  offsetClock,
  payLamp,
  type CreatedLamp,
} from '../../test-support/lamp-helpers';
import { startTestBroker, type TestBroker } from '../../test-support/mosquitto';
import { signIn } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { writeTestShell } from '../../test-support/test-shell';
import { AccountsService } from '../accounts/accounts.service';
import { LampJobs } from './lamp-jobs';
import { Lamp } from './lamp.entity';
import { LampCheckinConsumer } from './mqtt/lamp-checkin.consumer';
import { LampMqttService } from './mqtt/lamp-mqtt.service';

// Several backend instances on one database and one broker (DESIGN "Scale"): together they share the
// check-ins through the shared subscription; one that leaves holds none. Two deployments (two databases)
// on one broker never share check-ins.

let broker: TestBroker;
let database: TestDatabase;
let base: Record<string, string>;
const running: INestApplication[] = [];
const databases: TestDatabase[] = [];

interface Instance {
  app: INestApplication;
  url: string;
}

async function startInstance(
  clientId: string,
  options: { database?: TestDatabase; env?: Record<string, string> } = {},
): Promise<Instance> {
  const db = options.database ?? database;
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: db.dataDir,
      DEMO_MODE: '1',
      LOG_LEVEL: 'error',
      PAGE_CACHE_SYNC_MS: '0',
      ...base,
      ...options.env,
      MQTT_CLIENT_ID: clientId,
    }),
    database: db.database,
    shellDist: writeTestShell(join(db.dataDir, 'shell-dist')),
  };
  const app = await createApp(config, { logger: false });
  await app.listen(0, '127.0.0.1');
  running.push(app);
  const mqtt = app.get(LampMqttService);
  await eventually(() => expect(mqtt.connected).toBe(true));
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

/** lampadedemo signed in on `instance`, and `count` paid lamps of theirs. */
async function paidLamps(instance: Instance, count: number): Promise<CreatedLamp[]> {
  const agent = request.agent(instance.url);
  await agent.get('/api/auth/securitytoken').expect(200);
  await signIn(agent, 'lampadedemo');
  const managerId = (await instance.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
  const testApp = {
    app: instance.app,
    dataSource: instance.app.get<DataSource>(getDataSourceToken()),
  } as Parameters<typeof createLampThroughApi>[0];
  const lamps: CreatedLamp[] = [];
  for (let i = 0; i < count; i += 1) {
    const lamp = await createLampThroughApi(testApp, agent, managerId);
    await payLamp(agent, lamp, '2026-03-01', '2099-12-31');
    lamps.push(lamp);
  }
  return lamps;
}

async function stopInstances(...instances: Instance[]): Promise<void> {
  for (const { app } of instances) {
    running.splice(running.indexOf(app), 1);
    await app.close();
  }
}

const lampRows = (instance: Instance) =>
  instance.app.get<DataSource>(getDataSourceToken()).getRepository(Lamp);

/** Publishes check-ins `from`..`to` of each serial as its lamp would (QoS 1), interleaved. */
async function publishCheckins(prefix: string, serials: string[], from: number, to: number) {
  const publisher = connect(broker.url, { protocolVersion: 5, clientId: `raw-${process.pid}-${from}` });
  await new Promise((resolve) => publisher.once('connect', resolve));
  for (let seq = from; seq <= to; seq += 1)
    for (const serial of serials)
      await publisher.publishAsync(
        `${prefix}/${serial}/checkin`,
        JSON.stringify({ seq, state: 1, mode: 1, battery: 90, firmware: 'sim', v: 0 }),
        { qos: 1 },
      );
  await publisher.endAsync();
}

beforeAll(async () => {
  broker = await startTestBroker();
  database = await createTestDatabase();
  databases.push(database);
  base = mqttTestEnv(broker.url);
});

afterAll(async () => {
  vi.restoreAllMocks();
  for (const app of [...running]) await app.close();
  for (const db of databases) await db.dispose();
  await broker?.dispose();
});

describe('several backend instances', () => {
  it("an instance that leaves for good holds no check-ins: the others get them all, no false 'In anomalia'", async () => {
    const a = await startInstance(`${base.MQTT_CLIENT_ID}-a`);
    const b = await startInstance(`${base.MQTT_CLIENT_ID}-b`);
    let offsetMs = 0;
    for (const instance of [a, b]) offsetClock(instance as Parameters<typeof offsetClock>[0], () => offsetMs);
    const lamps = await paidLamps(a, 4);
    const serials = lamps.map((lamp) => lamp.serial);
    await publishCheckins(base.MQTT_TOPIC_PREFIX, serials, 1, 1);
    const rows = lampRows(b);
    await eventually(async () =>
      expect((await rows.findBy({ serial: In(serials) })).map((row) => row.lastSeq)).toEqual([1, 1, 1, 1]),
    );

    // 50 minutes later instance a ends as a process does when it dies: its connection simply drops
    // (no DISCONNECT, no reconnection).
    offsetMs += 3000 * 1000;
    a.app.get(LampMqttService).dropConnection();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const statsB = b.app.get(LampCheckinConsumer).stats;
    const receivedBefore = statsB.received;
    await publishCheckins(base.MQTT_TOPIC_PREFIX, serials, 2, 11);
    // Every check-in published afterwards reaches b.
    await eventually(() => expect(statsB.received - receivedBefore).toBe(40), 5000);
    await eventually(async () =>
      expect((await rows.findBy({ serial: In(serials) })).map((row) => row.lastSeq)).toEqual([
        11, 11, 11, 11,
      ]),
    );

    // Just before the window of their last check-in closes (3600 s + grace 300 s), none is late.
    offsetMs += 3890 * 1000;
    expect(await b.app.get(LampJobs).markMissed()).toBe(0);
    expect((await rows.findBy({ serial: In(serials) })).map((row) => row.anomaly)).toEqual([0, 0, 0, 0]);
    vi.restoreAllMocks();
    await stopInstances(a, b);
  });

  it('splits the check-ins between instances, and the newest always wins', async () => {
    const first = await startInstance(`${base.MQTT_CLIENT_ID}-c`);
    const one = first.app;
    const two = await startInstance(`${base.MQTT_CLIENT_ID}-d`);
    const lamps = one.get<DataSource>(getDataSourceToken()).getRepository(Lamp);
    const lamp = await lamps.findOneOrFail({ where: {}, order: { id: 'DESC' } });
    const start = lamp.lastSeq!;
    const statsOne = one.get(LampCheckinConsumer).stats;
    const statsTwo = two.app.get(LampCheckinConsumer).stats;
    const receivedBefore = [statsOne.received, statsTwo.received];

    const publisher = connect(broker.url, { protocolVersion: 5, clientId: `raw-${lamp.serial}` });
    await new Promise((resolve) => publisher.once('connect', resolve));
    for (let i = 1; i <= 40; i += 1) {
      await publisher.publishAsync(
        `${base.MQTT_TOPIC_PREFIX}/${lamp.serial}/checkin`,
        JSON.stringify({
          seq: start + i,
          state: 1,
          mode: 1,
          battery: 100 - i,
          firmware: 'sim',
          v: lamp.appliedVersion,
        }),
        { qos: 1 },
      );
    }
    await publisher.endAsync();
    await eventually(() =>
      expect(statsOne.received - receivedBefore[0] + (statsTwo.received - receivedBefore[1])).toBe(40),
    );
    // Both instances took part.
    expect(statsOne.received - receivedBefore[0]).toBeGreaterThan(0);
    expect(statsTwo.received - receivedBefore[1]).toBeGreaterThan(0);
    await eventually(async () =>
      expect(await lamps.findOneByOrFail({ id: lamp.id })).toMatchObject({
        lastSeq: start + 40,
        battery: 60,
      }),
    );
    await stopInstances(first, two);
  });
});

describe('the missed-check-in job on an instance cut off from the broker', () => {
  it('judges while another instance hears the lamps, and judges nothing once none does', async () => {
    const own = await createTestDatabase();
    databases.push(own);
    const a = await startInstance(`${base.MQTT_CLIENT_ID}-job`, { database: own });
    const b = await startInstance(`${base.MQTT_CLIENT_ID}-other`, { database: own });
    let offsetMs = 0;
    for (const instance of [a, b]) offsetClock(instance as Parameters<typeof offsetClock>[0], () => offsetMs);
    const [talking, silent] = await paidLamps(a, 2);
    const rows = lampRows(a);
    const seqOf = async (lamp: CreatedLamp) => (await rows.findOneByOrFail({ serial: lamp.serial })).lastSeq;
    await publishCheckins(base.MQTT_TOPIC_PREFIX, [talking.serial, silent.serial], 1, 1);
    await eventually(async () => expect([await seqOf(talking), await seqOf(silent)]).toEqual([1, 1]));
    const cutOff = async (instance: Instance) => {
      const mqtt = instance.app.get(LampMqttService);
      mqtt.dropConnection();
      await eventually(() => expect(mqtt.connected).toBe(false));
      await mqtt.presenceWritten();
    };
    const jobs = a.app.get(LampJobs);
    const anomalyOf = async (lamp: CreatedLamp) =>
      (await rows.findOneByOrFail({ serial: lamp.serial })).anomaly;

    // The job's instance is cut off; b still hears every check-in.
    await cutOff(a);
    offsetMs += 3000 * 1000;
    await publishCheckins(base.MQTT_TOPIC_PREFIX, [talking.serial], 2, 2);
    await eventually(async () => expect(await seqOf(talking)).toBe(2));
    offsetMs += 1000 * 1000;
    await b.app.get(LampMqttService).refreshPresence(); // b's heartbeat at this (moved) time
    expect(await jobs.markMissed()).toBe(1);
    expect([await anomalyOf(talking), await anomalyOf(silent)]).toEqual([0, 1]);

    // b is cut off too: nobody hears the lamps, nothing is judged however long it lasts.
    await cutOff(b);
    offsetMs += 10 * 3600 * 1000;
    await b.app.get(LampMqttService).refreshPresence();
    expect(await jobs.markMissed()).toBe(0);
    expect(await anomalyOf(talking)).toBe(0);
    vi.restoreAllMocks();
    await stopInstances(a, b);
  });
});

describe('two deployments on one broker', () => {
  it("with the same group and prefix, each gets every check-in of its own lamps, never the other's share", async () => {
    // A staging copy: its own database, the same broker, default group, the same topic prefix.
    const [productionDb, stagingDb] = [await createTestDatabase(), await createTestDatabase()];
    databases.push(productionDb, stagingDb);
    const production = await startInstance(`${base.MQTT_CLIENT_ID}-prod`, { database: productionDb });
    const staging = await startInstance(`${base.MQTT_CLIENT_ID}-staging`, { database: stagingDb });
    expect(production.app.get(LampMqttService).shareGroup).not.toBe(
      staging.app.get(LampMqttService).shareGroup,
    );
    const [ours] = await paidLamps(production, 1);
    const [theirs] = await paidLamps(staging, 1);
    /** Check-in topics each deployment's consumer is handed. */
    const heard = (instance: Instance) => {
      const topics: string[] = [];
      const consumer = instance.app.get(LampCheckinConsumer);
      const accept = consumer.accept.bind(consumer);
      vi.spyOn(consumer, 'accept').mockImplementation((topic, payload) => {
        topics.push(topic);
        accept(topic, payload);
      });
      return (serial: string) => topics.filter((topic) => topic.includes(`/${serial}/`)).length;
    };
    const [prodHeard, stagingHeard] = [heard(production), heard(staging)];

    await publishCheckins(base.MQTT_TOPIC_PREFIX, [ours.serial, theirs.serial], 1, 20);
    await eventually(async () => {
      expect((await lampRows(production).findOneByOrFail({ serial: ours.serial })).lastSeq).toBe(20);
      expect((await lampRows(staging).findOneByOrFail({ serial: theirs.serial })).lastSeq).toBe(20);
    });
    // Every one of its own 20 check-ins reached each deployment: none was handed to the other.
    await eventually(() => {
      expect(prodHeard(ours.serial)).toBe(20);
      expect(stagingHeard(theirs.serial)).toBe(20);
    });
    // Neither knows the other's lamp.
    expect(await lampRows(production).findOneBy({ serial: theirs.serial })).toBeNull();
    expect(await lampRows(staging).findOneBy({ serial: ours.serial })).toBeNull();
    vi.restoreAllMocks();
  });
});
