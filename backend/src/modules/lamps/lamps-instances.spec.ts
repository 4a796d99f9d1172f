import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { connect } from 'mqtt';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.factory';
import { loadConfig, type AppConfig } from '../../config/app-config';
import { createLampThroughApi, eventually, mqttTestEnv, payLamp } from '../../test-support/lamp-helpers';
import { startTestBroker, type TestBroker } from '../../test-support/mosquitto';
import { signIn } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { writeTestShell } from '../../test-support/test-shell';
import { AccountsService } from '../accounts/accounts.service';
import { Lamp } from './lamp.entity';
import { LampCheckinConsumer } from './mqtt/lamp-checkin.consumer';
import { LampMqttService } from './mqtt/lamp-mqtt.service';
import { SimulatedLamp } from './simulator/simulated-lamp';

// Several backend instances on one database and one broker (DESIGN "Scale"): each has its persistent
// session; together they share the check-ins through the shared subscription.

let broker: TestBroker;
let database: TestDatabase;
let base: Record<string, string>;
const running: INestApplication[] = [];

async function startInstance(clientId: string): Promise<{ app: INestApplication; url: string }> {
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: database.dataDir,
      DEMO_MODE: '1',
      LOG_LEVEL: 'error',
      PAGE_CACHE_SYNC_MS: '0',
      ...base,
      MQTT_CLIENT_ID: clientId,
    }),
    database: database.database,
    shellDist: writeTestShell(join(database.dataDir, 'shell-dist')),
  };
  const app = await createApp(config, { logger: false });
  await app.listen(0, '127.0.0.1');
  running.push(app);
  const mqtt = app.get(LampMqttService);
  await eventually(() => expect(mqtt.connected).toBe(true));
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

async function stopInstance(app: INestApplication): Promise<void> {
  running.splice(running.indexOf(app), 1);
  await app.close();
}

beforeAll(async () => {
  broker = await startTestBroker();
  database = await createTestDatabase();
  base = mqttTestEnv(broker.url);
});

afterAll(async () => {
  for (const app of [...running]) await app.close();
  await database?.dispose();
  await broker?.dispose();
});

describe('several backend instances', () => {
  it('gets the check-ins sent while it was away from its persistent session', async () => {
    const first = await startInstance(`${base.MQTT_CLIENT_ID}-a`);
    const agent = request.agent(first.url);
    await agent.get('/api/auth/securitytoken').expect(200);
    await signIn(agent, 'lampadedemo');
    const managerId = (await first.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
    const testApp = {
      app: first.app,
      dataSource: first.app.get<DataSource>(getDataSourceToken()),
    } as Parameters<typeof createLampThroughApi>[0];
    const lamp = await createLampThroughApi(testApp, agent, managerId);
    await payLamp(agent, lamp, '2026-03-01', '2099-12-31');
    const device = new SimulatedLamp({
      url: broker.url,
      serial: lamp.serial,
      topicPrefix: base.MQTT_TOPIC_PREFIX,
      autoSchedule: false,
      drainPerCheckin: 5,
    });
    const lamps = first.app.get<DataSource>(getDataSourceToken()).getRepository(Lamp);
    const seen = await device.checkInNow();
    await eventually(async () =>
      expect((await lamps.findOneByOrFail({ serial: lamp.serial })).lastSeq).toBe(seen.seq),
    );

    await stopInstance(first.app);
    await device.checkInNow();
    const latest = await device.checkInNow();
    expect(latest.battery).toBe(85);

    const again = await startInstance(`${base.MQTT_CLIENT_ID}-a`);
    const rows = again.app.get<DataSource>(getDataSourceToken()).getRepository(Lamp);
    await eventually(async () =>
      expect(await rows.findOneByOrFail({ serial: lamp.serial })).toMatchObject({
        lastSeq: latest.seq,
        battery: 85,
      }),
    );
    await device.stop();
  });

  it('splits the check-ins between instances, and the newest always wins', async () => {
    const [one] = running;
    const two = await startInstance(`${base.MQTT_CLIENT_ID}-b`);
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
  });
});
