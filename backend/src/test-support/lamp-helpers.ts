import { afterAll, beforeAll, expect, vi } from 'vitest';
import { AccountsService } from '../modules/accounts/accounts.service';
import type { User } from '../modules/accounts/user.entity';
import { hashPassword } from '../modules/auth/passwords';
import { LampSubscriber } from '../modules/lamps/lamp-subscriber.entity';
import { LampMqttService } from '../modules/lamps/mqtt/lamp-mqtt.service';
import { PartnersService } from '../modules/partners/partners.service';
import { Clock } from '../modules/scheduler/clock';
import { bodyOf, postForm } from './account-helpers';
import { saveDeceased } from './deceased-helpers';
import { startTestBroker, type TestBroker } from './mosquitto';
import { browser, signIn, type Browser, type TestApp } from './test-app';
import { useTestApp } from './use-test-app';

let managers = 0;

/** Another lamp manager (partner of type gestorelampade) with a password, besides the demo's lampadedemo. */
export async function createLampManager(testApp: TestApp): Promise<User & { password: string }> {
  managers += 1;
  const password = 'PasswordDiProva1';
  const username = `gestore${Date.now().toString(36)}${managers}`;
  const user = await testApp.app.get(AccountsService).create({
    username,
    email: `${username}@example.com`,
    telephone: null,
    name: 'Carla',
    surname: 'Neri',
    passwordHash: await hashPassword(password),
    platformAccess: 2,
    partnerType: 'gestorelampade',
  });
  await testApp.app.get(PartnersService).ensureForUser(user.id, 'Lampade Neri', 'gestorelampade');
  return Object.assign(user, { password });
}

let subscribers = 0;

/** The subscriber form filled in (every field of spec panels §5 "Lamp"), with a fresh codice fiscale. */
export function subscriberForm(overrides: Record<string, string> = {}): Record<string, string> {
  subscribers += 1;
  const suffix = String(subscribers).padStart(3, '0');
  return {
    nome: 'Maria',
    cognome: 'Rossi',
    codiceFiscale: `RSSMRA80A01F${suffix}Z`,
    indirizzo: 'Via Roma 1, 20121 Milano',
    sdi: '0000000',
    telefono: '+39-3331234567',
    mail: `maria.rossi${suffix}@example.com`,
    mailPec: `maria.rossi${suffix}@pec.example.com`,
    ...overrides,
  };
}

/** A subscriber of `managerUserId` straight into the table; `fiscalCode` must be unique to the manager. */
export function saveLampSubscriber(
  testApp: TestApp,
  managerUserId: number,
  surname: string,
  fiscalCode: string,
): Promise<LampSubscriber> {
  return testApp.dataSource.getRepository(LampSubscriber).save({
    managerUserId,
    name: 'Anna',
    surname,
    fiscalCode: fiscalCode.slice(0, 16),
    address: 'Via Roma 1',
    sdi: '0000000',
    telephone: '+39-3331234567',
    email: 'anna@example.com',
    pec: 'anna@pec.example.com',
    createdAt: new Date(),
  });
}

export interface CreatedLamp {
  serial: string;
  password: string;
  deceasedId: number;
  subscriberId: number;
  subscriberEmail: string;
}

/** A subscriber, a fresh deceased and its lamp, created through the panel's calls by a signed-in manager. */
export async function createLampThroughApi(
  testApp: TestApp,
  agent: Browser,
  managerId: number,
  options: { deceasedId?: number } = {},
): Promise<CreatedLamp> {
  const form = subscriberForm();
  const subscriber = await postForm(agent, '/api/lampade/lampadaAbbonatoCreate', form);
  if (subscriber.status !== 200) throw new Error(`subscriber: ${subscriber.status} ${subscriber.text}`);
  const subscriberId = (bodyOf(subscriber).data as { abbonato: { idAbbonato: number } }).abbonato.idAbbonato;
  const deceasedId =
    options.deceasedId ??
    (await saveDeceased(testApp, { name: 'Elena', surname: `Lampada${subscribers}` })).id;
  const lamp = await postForm(agent, '/api/lampade/lampadaCreate', {
    idDefunto: `000${deceasedId}`,
    idAbbonato: String(subscriberId),
    idGestore: String(managerId),
  });
  if (lamp.status !== 200) throw new Error(`lamp: ${lamp.status} ${lamp.text}`);
  const data = bodyOf(lamp).data as { lampada: { serialeLampada: string }; password: string };
  return {
    serial: data.lampada.serialeLampada,
    password: data.password,
    deceasedId,
    subscriberId,
    subscriberEmail: form.mail,
  };
}

/** A payment through lampadaPagamentoCreate (default type, 25 euro). */
export async function payLamp(agent: Browser, lamp: CreatedLamp, date: string, enddate: string) {
  return postForm(agent, '/api/lampade/lampadaPagamentoCreate', {
    seriale: lamp.serial,
    abbonato: String(lamp.subscriberId),
    date,
    enddate,
    importo: '25,00',
  });
}

/** Retries `check` until it stops throwing (or `timeoutMs` passes, then throws its last error). */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

let prefixes = 0;

/** Environment of a test app talking to a test broker, on topics and a session of its own. */
export function mqttTestEnv(brokerUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  prefixes += 1;
  const tag = `${process.pid}-${Date.now().toString(36)}-${prefixes}`;
  return {
    MQTT_URL: brokerUrl,
    MQTT_TOPIC_PREFIX: `t${tag}/lamps`,
    MQTT_CLIENT_ID: `ricordo-test-${tag}`,
    LAMPS_JOB_MS: '0',
    // The demo memorial's simulated lamp only where a test asks for it.
    LAMPS_DEMO_SIMULATOR: '0',
    OUTBOX_WORKER: '0',
    ...extra,
  };
}

export interface BrokerTestApp {
  /** The app (useTestApp with clearThrottles), started after the broker and closed before it. */
  testApp: TestApp;
  /** The app's environment (mqttTestEnv: MQTT_TOPIC_PREFIX…), filled in once the broker has started. */
  env: Record<string, string>;
  /** The file's broker; only inside hooks and tests. */
  readonly broker: TestBroker;
}

/**
 * The set-up the lamp specs on a real broker repeat: a test broker for the file, started before the app and
 * disposed after it, and one app talking to it on topics of its own (mqttTestEnv with `extra`).
 */
export function useBrokerTestApp(extra: Record<string, string> = {}): BrokerTestApp {
  let broker: TestBroker | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    broker = await startTestBroker();
    Object.assign(env, mqttTestEnv(broker.url, extra));
  });
  afterAll(async () => {
    await broker?.dispose();
  });
  const testApp = useTestApp(env, { clearThrottles: true });
  return {
    testApp,
    env,
    get broker() {
      if (!broker) throw new Error('The test broker is used before beforeAll started it');
      return broker;
    },
  };
}

/** Once the app's MQTT client is connected: lampadedemo signed in, its account and a fresh lamp of its own. */
export async function demoManagerWithLamp(testApp: TestApp) {
  await eventually(() => expect(testApp.app.get(LampMqttService).connected).toBe(true));
  const manager = await browser(testApp);
  await signIn(manager, 'lampadedemo');
  const account = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!;
  const lamp = await createLampThroughApi(testApp, manager, account.id);
  return { manager, account, lamp };
}

/** Makes the application's clock run `offsetMs()` ahead of the real one (the caller restores the mocks). */
export function offsetClock(testApp: TestApp, offsetMs: () => number): void {
  const clock = testApp.app.get(Clock);
  const realNow = clock.now.bind(clock);
  vi.spyOn(clock, 'now').mockImplementation(() => new Date(realNow().getTime() + offsetMs()));
}
