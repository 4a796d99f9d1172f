import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { REPO_ROOT } from './paths';
import { readRenderConfig, type RenderConfig } from '../common/render-pool/render-config';
import { readS3Config, type S3Config } from './s3-config';
import {
  readMessagingProviders,
  type TwilioSmsConfig,
  type WhatsAppCloudConfig,
} from './messaging-providers-config';
import { readSdiConfig, type SdiConfig } from './sdi-config';

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };

/** Media storage drivers (DESIGN "Side effects": local disk; an S3-compatible one when instances share files). */
export const MEDIA_STORAGE_DRIVERS = ['local', 's3'] as const;
export type MediaStorageDriver = (typeof MEDIA_STORAGE_DRIVERS)[number];

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /**
   * SQLITE_CHECKPOINT_MS: how often a thread of its own copies SQLite's write-ahead log into the database
   * (database/sqlite-checkpointer.ts); default 1000. 0: SQLite does it itself, on the committing request.
   */
  sqliteCheckpointMs: number;
  dataDir: string;
  mediaDir: string;
  /** MEDIA_STORAGE: the driver media files are stored with (modules/media/storage); 'local' = `mediaDir`. */
  mediaStorage: MediaStorageDriver;
  /** The S3_* settings when MEDIA_STORAGE=s3, else null. */
  s3: S3Config | null;
  demoMode: boolean;
  /**
   * NODE_ENV=production (the default of `node dist/main.js`; `npm start` says development): the demo's
   * conveniences stay off unless DEMO_MODE=1 says otherwise, and asking for them without it is refused.
   */
  production: boolean;
  publishDir: string;
  shellDist: string;
  logLevel: LogLevel;
  sessionCookieSecure: boolean;
  /** Express 'trust proxy': false, true or a hop count. */
  trustProxy: boolean | number;
  /** Origin that links in messages point to (PUBLIC_URL, default http://localhost:PORT), no trailing slash. */
  publicUrl: string;
  messaging: MessagingConfig;
  /** SDI_PROVIDER and ACUBE_*: sending invoices to SDI; null = invoices stay 'da inviare'. */
  sdi: SdiConfig | null;
  /** Contact form (spec public §7 contact): captcha HMAC key and the staff address. */
  contact: ContactConfig;
  /** CONDOLENCE_LIMIT_DAYS: days a condolence book stays open after publication (spec public §9: 365). */
  condolenceLimitDays: number;
  /**
   * PAGE_CACHE_SYNC_MS: how often each instance reads the page-cache changes other instances wrote
   * (DESIGN "Scale": caches' invalidation through the database); default 1000, 0 turns it off.
   */
  pageCacheSyncMs: number;
  /** Orders and PayPal (docs/contracts.md "Orders"). */
  payments: PaymentsConfig;
  /** Smart votive lamps on MQTT (docs/contracts.md "Lamps"). */
  lamps: LampsConfig;
  /**
   * METRICS_TOKEN: `GET /metrics` (Prometheus text) answers only requests with `Authorization: Bearer
   * <token>`; null (unset): the endpoint does not exist (404).
   */
  metricsToken: string | null;
  /** The render pool and readiness limits (RENDER_THREADS, RENDER_QUEUE, RENDER_BUDGET_MS, READY_LOOP_DELAY_MS). */
  render: RenderConfig;
}

/** Smart votive lamps: the MQTT broker, topics and the lamp jobs (DESIGN "Side effects": lamps). */
export interface LampsConfig {
  /** MQTT_URL (default mqtt://127.0.0.1:1883); null when set to 0 or empty: lamps' MQTT is off. */
  mqttUrl: string | null;
  mqttUsername: string | null;
  mqttPassword: string | null;
  /** MQTT_TOPIC_PREFIX: lamp topics are {prefix}/{serial}/checkin and {prefix}/{serial}/desired. */
  topicPrefix: string;
  /** MQTT_CLIENT_ID: this instance's persistent session (default ricordo-{host}-{port}). */
  clientId: string;
  /** MQTT_SHARE_GROUP: the shared subscription group several instances split the check-ins in. */
  shareGroup: string;
  /** LAMPS_GRACE_SECONDS: how late a check-in may be before the lamp is 'In anomalia'. */
  graceSeconds: number;
  /** LAMPS_JOB_MS: how often the anomaly and desired-state jobs run (0 = never in this instance). */
  jobMs: number;
  /**
   * LAMPS_CHECKIN_WRITERS: check-in batches written at once; null (unset): by the database the instance
   * runs on (lampCheckinWriters).
   */
  checkinWriters: number | null;
  /** LAMPS_DEMO_SIMULATOR: in demo mode, simulate the demo lamp of memorial 1000 in this process. */
  demoSimulator: boolean;
  /** LAMPS_DEMO_EVERY_SECONDS: how often that simulated lamp wakes and checks in (default 10). */
  demoEverySeconds: number;
}

/**
 * Check-in batches written at once: LAMPS_CHECKIN_WRITERS, else 4 on MariaDB (each a connection of its pool
 * of 10, the rest left to requests and jobs) and 1 on SQLite (one connection, one transaction at a time).
 */
export function lampCheckinWriters(config: Pick<AppConfig, 'lamps' | 'database'>): number {
  return config.lamps.checkinWriters ?? (config.database.type === 'mysql' ? 4 : 1);
}

export interface ContactConfig {
  /** CAPTCHA_HMAC_KEY; null: a random key per start (challenges die with a restart, which is harmless). */
  captchaHmacKey: string | null;
  /** CONTACT_TO: where contact messages go (default 'assistenza@ricordo.it'). */
  contactTo: string;
}

/** Outbox, providers and digests (docs/contracts.md "Messaging"). */
export interface MessagingConfig {
  /** smtp:// or smtps:// URL for nodemailer; null keeps e-mail held in the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** WhatsApp Cloud API; null keeps WhatsApp held. */
  whatsapp: WhatsAppCloudConfig | null;
  /** Twilio SMS; null keeps SMS held. */
  sms: TwilioSmsConfig | null;
  pollMs: number;
  /** Run the outbox worker and the scheduled jobs in this process. */
  worker: boolean;
  maxAttempts: number;
  /** Serve GET /dev/mailbox (also on in demo mode). */
  devMailbox: boolean;
  /** Hour (0-23, Europe/Rome) at which daily and weekly digests go out. */
  digestHour: number;
  /** ISO weekday of the weekly digest: 1 Monday … 7 Sunday. */
  digestWeekday: number;
}

/** PayPal and the orders reconciliation job. */
export interface PaymentsConfig {
  /** 'paypal' with PAYPAL_CLIENT_ID; 'test' without: the local PayPal sandbox takes the payments. */
  checkout: 'paypal' | 'test';
  /** PAYPAL_API_URL (default https://api-m.paypal.com); unused in the test checkout. */
  apiUrl: string;
  clientId: string | null;
  clientSecret: string | null;
  /** PAYPAL_WEBHOOK_ID: the webhook's id in PayPal's developer portal, needed to verify deliveries. */
  webhookId: string | null;
  /** ORDERS_RECONCILE_MS: how often the reconciliation job runs (default 60 s). */
  reconcileMs: number;
  /** ORDERS_RECONCILE_AFTER_MS: how long an order awaits payment before PayPal is asked (default 10 min). */
  reconcileAfterMs: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/** Reads the environment once, checks every value and fails with one message naming each problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const value = text(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (TRUE_WORDS.includes(value)) return true;
    if (FALSE_WORDS.includes(value)) return false;
    problems.push(`${name} must be 0 or 1 (got "${env[name]}")`);
    return fallback;
  };
  const dir = (value: string): string => (isAbsolute(value) ? value : resolve(cwd, value));

  const portText = text('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    problems.push(`PORT must be an integer 0-65535 (got "${portText}")`);

  const dataDir = dir(text('DATA_DIR') ?? './data');
  const databaseUrl = text('DATABASE_URL');
  let database: DatabaseConfig = { type: 'sqlite', path: join(dataDir, 'ricordo.sqlite') };
  if (databaseUrl) {
    if (!/^(mysql|mariadb):\/\/[^/]+\/[A-Za-z0-9_$-]+/.test(databaseUrl)) {
      problems.push('DATABASE_URL must look like mysql://user:password@host:3306/database (or mariadb://)');
    }
    database = { type: 'mysql', url: databaseUrl.replace(/^mariadb:/, 'mysql:') };
  }

  const logLevel = (text('LOG_LEVEL') ?? 'log') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const trustText = text('TRUST_PROXY')?.toLowerCase() ?? '0';
  let trustProxy: boolean | number = false;
  if (/^\d+$/.test(trustText)) trustProxy = Number(trustText) === 0 ? false : Number(trustText);
  else if (TRUE_WORDS.includes(trustText)) trustProxy = true;
  else if (!FALSE_WORDS.includes(trustText))
    problems.push('TRUST_PROXY must be 0, 1, true, false or a hop count');

  const metricsToken = text('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,200}$/.test(metricsToken))
    problems.push('METRICS_TOKEN must be 16-200 printable characters without spaces');

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      problems.push(`${name} must be an integer ${min}-${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  };
  const httpUrl = (name: string): string | null => {
    const value = text(name);
    if (value === undefined) return null;
    if (!/^https?:\/\/[^/\s]+/.test(value)) problems.push(`${name} must be an http(s) URL`);
    return value;
  };

  const mediaStorage = (text('MEDIA_STORAGE') ?? 'local') as MediaStorageDriver;
  if (!MEDIA_STORAGE_DRIVERS.includes(mediaStorage))
    problems.push(`MEDIA_STORAGE must be one of ${MEDIA_STORAGE_DRIVERS.join(', ')} (got "${mediaStorage}")`);
  const s3 = mediaStorage === 's3' ? readS3Config(env, problems) : null;

  const publicUrl = (httpUrl('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const smtpUrl = text('SMTP_URL') ?? null;
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl))
    problems.push('SMTP_URL must look like smtp://user:password@host:587 (or smtps://)');
  const production = text('NODE_ENV') === 'production';
  // The embedded SQLite default is the demo, but only for a development start (`npm start`): a production
  // start has the demo off whatever the database, unless DEMO_MODE=1 asks for it.
  const demoMode = flag('DEMO_MODE', !databaseUrl && !production);
  if (production && !demoMode) {
    // Each of these publishes or fakes something that a real installation must not: refuse rather than
    // start with it on: demo behaviour is only ever explicit.
    const demoOnly = [
      ['DEV_MAILBOX', 'publishes every outgoing message, password-reset links included, at /dev/mailbox'],
      ['PAYMENTS_TEST_CHECKOUT', 'marks orders paid without PayPal'],
    ] as const;
    for (const [name, effect] of demoOnly)
      if (flag(name, false))
        problems.push(
          `${name}=1 ${effect}: a production start (NODE_ENV=production) allows it only with DEMO_MODE=1`,
        );
  }
  const messaging: MessagingConfig = {
    smtpUrl,
    mailFrom: text('MAIL_FROM') ?? 'Ricordo <noreply@ricordo.it>',
    ...readMessagingProviders(env, publicUrl, problems),
    pollMs: integer('OUTBOX_POLL_MS', 1000, 10, 3_600_000),
    worker: flag('OUTBOX_WORKER', true),
    maxAttempts: integer('OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
    devMailbox: flag('DEV_MAILBOX', demoMode),
    digestHour: integer('DIGEST_HOUR', 18, 0, 23),
    digestWeekday: integer('DIGEST_WEEKDAY', 1, 1, 7),
  };

  const paypalClientId = text('PAYPAL_CLIENT_ID') ?? null;
  const paypalClientSecret = text('PAYPAL_CLIENT_SECRET') ?? null;
  if (paypalClientId && !paypalClientSecret)
    problems.push('PAYPAL_CLIENT_SECRET is required with PAYPAL_CLIENT_ID');
  // Without PayPal credentials every order is "paid" through the local sandbox: right for the demo and
  // for a test installation that says so, never for a real shop by accident.
  if (!paypalClientId && !flag('PAYMENTS_TEST_CHECKOUT', demoMode))
    problems.push(
      'PAYPAL_CLIENT_ID is required outside the demo (set PAYMENTS_TEST_CHECKOUT=1 only for a test installation)',
    );
  const payments: PaymentsConfig = {
    checkout: paypalClientId ? 'paypal' : 'test',
    apiUrl: (httpUrl('PAYPAL_API_URL') ?? 'https://api-m.paypal.com').replace(/\/+$/, ''),
    clientId: paypalClientId,
    clientSecret: paypalClientSecret,
    webhookId: text('PAYPAL_WEBHOOK_ID') ?? null,
    reconcileMs: integer('ORDERS_RECONCILE_MS', 60_000, 1000, 86_400_000),
    reconcileAfterMs: integer('ORDERS_RECONCILE_AFTER_MS', 600_000, 0, 86_400_000),
  };

  const mqttText = env.MQTT_URL === undefined ? 'mqtt://127.0.0.1:1883' : env.MQTT_URL.trim();
  const mqttUrl = mqttText === '' || mqttText === '0' ? null : mqttText;
  if (mqttUrl && !/^(mqtts?|wss?|tcp):\/\/[^/\s]+/.test(mqttUrl))
    problems.push(
      'MQTT_URL must look like mqtt://host:1883 (or mqtts://, ws://, wss://), or 0 to turn lamps off',
    );
  const topicPrefix = (text('MQTT_TOPIC_PREFIX') ?? 'ricordo/lamps').replace(/\/+$/, '');
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(topicPrefix))
    problems.push('MQTT_TOPIC_PREFIX must be topic levels of letters, digits, _ and - (no wildcards)');
  const shareGroup = text('MQTT_SHARE_GROUP') ?? 'ricordo';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(shareGroup))
    problems.push('MQTT_SHARE_GROUP must be 1-40 letters, digits, _ or -');
  const lamps: LampsConfig = {
    mqttUrl,
    mqttUsername: text('MQTT_USERNAME') ?? null,
    mqttPassword: text('MQTT_PASSWORD') ?? null,
    topicPrefix,
    clientId: (text('MQTT_CLIENT_ID') ?? `ricordo-${hostname()}-${port}`).slice(0, 64),
    shareGroup,
    graceSeconds: integer('LAMPS_GRACE_SECONDS', 300, 0, 86_400),
    jobMs: integer('LAMPS_JOB_MS', 15_000, 0, 3_600_000),
    checkinWriters:
      text('LAMPS_CHECKIN_WRITERS') === undefined ? null : integer('LAMPS_CHECKIN_WRITERS', 1, 1, 8),
    demoSimulator: flag('LAMPS_DEMO_SIMULATOR', true),
    demoEverySeconds: integer('LAMPS_DEMO_EVERY_SECONDS', 10, 1, 86_400),
  };

  const config: AppConfig = {
    port,
    host: text('HOST') ?? '0.0.0.0',
    database,
    sqliteCheckpointMs: integer('SQLITE_CHECKPOINT_MS', 1000, 0, 60_000),
    dataDir,
    mediaDir: join(dataDir, 'media'),
    mediaStorage,
    s3,
    // The embedded SQLite default is the demo; a real database starts empty unless asked (DESIGN "Data").
    demoMode,
    production,
    publishDir: dir(text('PUBLISH_DIR') ?? join(dataDir, 'remotes')),
    shellDist: dir(text('SHELL_DIST') ?? join(REPO_ROOT, 'shell', 'dist')),
    logLevel,
    sessionCookieSecure: flag('SESSION_COOKIE_SECURE', false),
    trustProxy,
    publicUrl,
    messaging,
    contact: {
      captchaHmacKey: text('CAPTCHA_HMAC_KEY') ?? null,
      contactTo: text('CONTACT_TO') ?? 'assistenza@ricordo.it',
    },
    condolenceLimitDays: integer('CONDOLENCE_LIMIT_DAYS', 365, 1, 36500),
    pageCacheSyncMs: integer('PAGE_CACHE_SYNC_MS', 1000, 0, 60_000),
    payments,
    lamps,
    metricsToken,
    render: readRenderConfig(env, problems),
    sdi: readSdiConfig(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The environment of a start of the server (`node dist/main.js`): a production start unless NODE_ENV says
 * otherwise (`npm start` says development), so a forgotten setting never switches the demo on.
 */
export function startEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: env.NODE_ENV?.trim() || 'production' };
}

/** Log levels at and above the configured one, as Nest's logger wants them. */
export function enabledLogLevels(level: LogLevel): LogLevel[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}
