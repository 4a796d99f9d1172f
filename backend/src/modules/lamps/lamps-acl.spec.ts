import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect, type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/paths';
import { createLampThroughApi, eventually, type CreatedLamp } from '../../test-support/lamp-helpers';
import { startTestBroker, type TestBroker } from '../../test-support/mosquitto';
import { browser, signIn } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import { brokerAcl, brokerPasswordFile } from './broker-files';
import { Lamp } from './lamp.entity';

// The broker ACL of deploy/mosquitto with the password file written from the database: a lamp's
// credentials reach its own two topics and nothing else (DESIGN "Side effects": lamps).

const ACL_FILE = join(REPO_ROOT, 'deploy', 'mosquitto', 'acl');
const BACKEND = { username: 'ricordo-backend', password: 'backend-secret-for-tests' };

const testApp = useTestApp({ OUTBOX_WORKER: '0' });
let broker: TestBroker;
let a: CreatedLamp;
let b: CreatedLamp;
const clients: MqttClient[] = [];

async function client(options: IClientOptions): Promise<MqttClient> {
  const mqtt = connect(broker.url, {
    protocolVersion: 5,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...options,
  });
  clients.push(mqtt);
  await new Promise<void>((resolve, reject) => {
    mqtt.once('connect', () => resolve());
    mqtt.once('error', reject);
  });
  return mqtt;
}

const lampClient = (lamp: CreatedLamp, password = lamp.password) =>
  client({ clientId: `lamp-${lamp.serial}`, username: lamp.serial, password });

beforeAll(async () => {
  const agent = await browser(testApp);
  await signIn(agent, 'lampadedemo');
  const managerId = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!.id;
  a = await createLampThroughApi(testApp, agent, managerId);
  b = await createLampThroughApi(testApp, agent, managerId);
  const lamps = await testApp.dataSource
    .getRepository(Lamp)
    .find({ select: { serial: true, credentialHash: true } });
  broker = await startTestBroker({
    passwordLines: brokerPasswordFile(lamps, BACKEND).trim().split('\n'),
    acl: readFileSync(ACL_FILE, 'utf8'),
  });
});

afterAll(async () => {
  for (const mqtt of clients) await mqtt.endAsync(true);
  await broker?.dispose();
});

describe('broker ACL and per-lamp credentials', () => {
  it('deploy/mosquitto/acl is the ACL the backend writes for the default prefix', () => {
    expect(readFileSync(ACL_FILE, 'utf8')).toBe(brokerAcl());
  });

  it('refuses anonymous clients and wrong passwords', async () => {
    await expect(client({ clientId: 'anonymous' })).rejects.toThrow(
      /Not authorized|Bad User Name or Password/i,
    );
    await expect(lampClient(a, b.password)).rejects.toThrow(/Not authorized|Bad User Name or Password/i);
  });

  it("lets a lamp publish its check-ins and read its desired state, and nothing of another lamp's", async () => {
    const backend = await client({ clientId: 'backend', ...BACKEND });
    const received: Array<{ topic: string; payload: string }> = [];
    backend.on('message', (topic, payload) => received.push({ topic, payload: payload.toString() }));
    const [grant] = await backend.subscribeAsync('$share/ricordo/ricordo/lamps/+/checkin', { qos: 1 });
    expect(grant.qos).toBe(1);
    // The backend writes both lamps' desired states, retained.
    await backend.publishAsync(`ricordo/lamps/${a.serial}/desired`, '{"v":1,"for":"a"}', {
      qos: 1,
      retain: true,
    });
    await backend.publishAsync(`ricordo/lamps/${b.serial}/desired`, '{"v":1,"for":"b"}', {
      qos: 1,
      retain: true,
    });

    const lampA = await lampClient(a);
    const seenByA: string[] = [];
    lampA.on('message', (topic, payload) => seenByA.push(`${topic} ${payload.toString()}`));

    // Its own topics.
    const [own] = await lampA.subscribeAsync(`ricordo/lamps/${a.serial}/desired`, { qos: 1 });
    expect(own.qos).toBe(1);
    await lampA.publishAsync(`ricordo/lamps/${a.serial}/checkin`, '{"from":"a"}', { qos: 1 });
    await eventually(() =>
      expect(received).toContainEqual({
        topic: `ricordo/lamps/${a.serial}/checkin`,
        payload: '{"from":"a"}',
      }),
    );
    await eventually(() => expect(seenByA).toContain(`ricordo/lamps/${a.serial}/desired {"v":1,"for":"a"}`));

    // Another lamp's topics: nothing is delivered from them (Mosquitto may grant the subscription and then
    // filter every message, or refuse it), and writing on them never reaches anyone.
    const [otherDesired] = await lampA.subscribeAsync(`ricordo/lamps/${b.serial}/desired`, { qos: 1 });
    const [everything] = await lampA.subscribeAsync('ricordo/lamps/#', { qos: 1 });
    expect([1, 128]).toContain(otherDesired.qos);
    expect([1, 128]).toContain(everything.qos);
    const forged = await lampA
      .publishAsync(`ricordo/lamps/${b.serial}/checkin`, '{"forged":"by a"}', { qos: 1 })
      .then(
        () => 'acknowledged',
        (error: Error & { code?: number }) => `refused ${error.code ?? error.message}`,
      );
    await lampA
      .publishAsync(`ricordo/lamps/${b.serial}/desired`, '{"v":99,"forged":"by a"}', { qos: 1, retain: true })
      .catch(() => undefined);
    // A lamp may not even write its own desired state.
    await lampA
      .publishAsync(`ricordo/lamps/${a.serial}/desired`, '{"v":99,"forged":"by a"}', { qos: 1, retain: true })
      .catch(() => undefined);
    // A last legitimate message, to know the forged ones had their chance to arrive.
    await lampA.publishAsync(`ricordo/lamps/${a.serial}/checkin`, '{"from":"a","n":2}', { qos: 1 });
    await eventually(() => expect(received.map((r) => r.payload)).toContain('{"from":"a","n":2}'));

    expect(forged).toMatch(/^refused|^acknowledged$/);
    expect(received.map((r) => r.payload)).not.toContain('{"forged":"by a"}');
    // Lamp A saw its own desired state only: neither B's retained one nor B's topics through '#'.
    expect(seenByA.filter((line) => line.includes(b.serial))).toEqual([]);
    expect(seenByA.filter((line) => line.includes('forged'))).toEqual([]);

    // Lamp B still reads the backend's desired state, not the forged one.
    const lampB = await lampClient(b);
    const seenByB: string[] = [];
    lampB.on('message', (_topic, payload) => seenByB.push(payload.toString()));
    await lampB.subscribeAsync(`ricordo/lamps/${b.serial}/desired`, { qos: 1 });
    await eventually(() => expect(seenByB).toEqual(['{"v":1,"for":"b"}']));
    // And lamp A's retained state is the backend's too.
    const lampAgain = await client({
      clientId: `lamp-${a.serial}-again`,
      username: a.serial,
      password: a.password,
    });
    const seenAgain: string[] = [];
    lampAgain.on('message', (_topic, payload) => seenAgain.push(payload.toString()));
    await lampAgain.subscribeAsync(`ricordo/lamps/${a.serial}/desired`, { qos: 1 });
    await eventually(() => expect(seenAgain).toEqual(['{"v":1,"for":"a"}']));
  });
});
