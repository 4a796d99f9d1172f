import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AppModule } from '../../../app.module';
import { loadConfig, type AppConfig } from '../../../config/app-config';
import { AccountsService } from '../../accounts/accounts.service';
import { LampsService } from '../lamps.service';
import { SimulatedLamp, type LampBehaviour } from './simulated-lamp';

/**
 * `npm run lamps:simulate -- --count N [options]`: N lamps that behave like real ones on the broker, each a
 * real MQTT client with its own credentials (DESIGN "Side effects": a lamp simulator drives demo, tests and
 * benchmarks).
 *
 * Lamps come from a state file (default ${DATA_DIR}/lamps-simulator.json, serials and passwords): when it
 * holds fewer than N, the missing ones are created first in the platform's database (the same
 * DATABASE_URL / DATA_DIR as `npm start`), for the lamp manager --manager (default lampadedemo), each for
 * an unpublished deceased, paid for a year. The running platform publishes their desired states.
 *
 * Options: --count N (10) · --mqtt URL (MQTT_URL) · --prefix P (MQTT_TOPIC_PREFIX) · --every S (seconds
 * between check-ins; default: each lamp's next-connection seconds) · --behaviour sleep|online (sleep) ·
 * --drain PCT (battery drained per check-in, 0.05) · --fault-rate P (chance per check-in that a lamp
 * breaks, 0; a broken lamp is repaired after 3 check-ins) · --state FILE · --manager USERNAME ·
 * --provision-only (create the lamps, write the state file, exit) · --duration S (stop after S seconds).
 */

interface Options {
  count: number;
  mqtt: string;
  prefix: string;
  every?: number;
  behaviour: LampBehaviour;
  drain: number;
  faultRate: number;
  state: string;
  manager: string;
  provisionOnly: boolean;
  duration?: number;
}

interface StoredLamp {
  serial: string;
  password: string;
  deceasedId: number;
  seq: number;
}

const SIMULATED_SUBSCRIBER = {
  name: 'Abbonato',
  surname: 'Simulazione',
  fiscalCode: 'SMLBBN80A01H501X',
  address: 'Via della Simulazione 1, 00100 Roma (RM)',
  sdi: '0000000',
  telephone: '+39-3330000000',
  email: 'simulazione@ricordo.example',
  pec: 'simulazione@pec.ricordo.example',
};

function parseOptions(argv: string[], config: AppConfig): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const number = (name: string, fallback: number) => {
    const text = value(name);
    if (text === undefined) return fallback;
    const parsed = Number(text);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number`);
    return parsed;
  };
  const behaviour = (value('behaviour') ?? 'sleep') as LampBehaviour;
  if (behaviour !== 'sleep' && behaviour !== 'online') throw new Error('--behaviour is sleep or online');
  const every = value('every');
  const duration = value('duration');
  return {
    count: Math.floor(number('count', 10)),
    mqtt: value('mqtt') ?? config.lamps.mqttUrl ?? 'mqtt://127.0.0.1:1883',
    prefix: value('prefix') ?? config.lamps.topicPrefix,
    every: every === undefined ? undefined : number('every', 60),
    behaviour,
    drain: number('drain', 0.05),
    faultRate: number('fault-rate', 0),
    state: value('state') ?? join(config.dataDir, 'lamps-simulator.json'),
    manager: value('manager') ?? 'lampadedemo',
    provisionOnly: argv.includes('--provision-only'),
    duration: duration === undefined ? undefined : number('duration', 0),
  };
}

function readState(path: string): StoredLamp[] {
  if (!existsSync(path)) return [];
  return (JSON.parse(readFileSync(path, 'utf8')) as { lamps: StoredLamp[] }).lamps;
}

function writeState(path: string, lamps: StoredLamp[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ lamps }, null, 1)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** Creates the missing lamps in the database through the lamps module (no HTTP, no MQTT, no jobs). */
async function provision(config: AppConfig, options: Options, missing: number): Promise<StoredLamp[]> {
  const quiet: AppConfig = {
    ...config,
    logLevel: 'warn',
    messaging: { ...config.messaging, worker: false, devMailbox: false },
    pageCacheSyncMs: 0,
    lamps: { ...config.lamps, mqttUrl: null, jobMs: 0, demoSimulator: false },
  };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(quiet), { logger: ['error'] });
  try {
    const manager = await app.get(AccountsService).findByUsername(options.manager);
    if (!manager || manager.partnerType !== 'gestorelampade')
      throw new Error(`${options.manager} is not a lamp manager of this platform`);
    const made = await app.get(LampsService).provisionSimulated(manager.id, missing, SIMULATED_SUBSCRIBER);
    return made.map((lamp) => ({ ...lamp, seq: 0 }));
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const options = parseOptions(process.argv.slice(2), config);
  let stored = readState(options.state);
  if (stored.length < options.count) {
    const missing = options.count - stored.length;
    console.log(`creating ${missing} simulated lamps for ${options.manager}…`);
    stored = [...stored, ...(await provision(config, options, missing))];
    writeState(options.state, stored);
    console.log(`${stored.length} lamps in ${options.state}`);
  }
  if (options.provisionOnly) return;

  const chosen = stored.slice(0, options.count);
  const counters = { checkins: 0, errors: 0, faults: 0 };
  const lamps = chosen.map((entry) => {
    const lamp = new SimulatedLamp({
      url: options.mqtt,
      serial: entry.serial,
      password: entry.password,
      topicPrefix: options.prefix,
      behaviour: options.behaviour,
      everySeconds: options.every,
      drainPerCheckin: options.drain,
      battery: 60 + Math.random() * 40,
      seq: entry.seq,
      firmware: 'sim-1.0.0',
      units: [`${entry.serial}-U1`],
    });
    let brokenFor = 0;
    lamp.on('checkin', () => {
      counters.checkins += 1;
      entry.seq = lamp.seq;
      // The fault switch: now and then a lamp breaks, and is repaired three check-ins later.
      if (lamp.fault) {
        brokenFor += 1;
        if (brokenFor >= 3) {
          lamp.setFault(null);
          brokenFor = 0;
        }
      } else if (options.faultRate > 0 && Math.random() < options.faultRate) {
        lamp.setFault('led');
        counters.faults += 1;
      }
    });
    lamp.on('error', () => (counters.errors += 1));
    return lamp;
  });

  // Wake-ups spread over the first interval, as real lamps installed at different times.
  const spreadMs = Math.min((options.every ?? 60) * 1000, 60_000);
  for (const lamp of lamps) setTimeout(() => void lamp.start(), Math.random() * spreadMs).unref();
  console.log(`simulating ${lamps.length} lamps on ${options.mqtt} (${options.behaviour}); Ctrl-C to stop`);

  const report = setInterval(() => {
    const on = lamps.filter((lamp) => lamp.current().state === 1).length;
    console.log(
      `check-ins ${counters.checkins} · lit ${on}/${lamps.length} · faults ${counters.faults} · errors ${counters.errors}`,
    );
    writeState(options.state, stored);
  }, 10_000);

  const stop = async () => {
    clearInterval(report);
    await Promise.all(lamps.map((lamp) => lamp.stop()));
    writeState(options.state, stored);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  if (options.duration) setTimeout(() => void stop(), options.duration * 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
