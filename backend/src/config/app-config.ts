import { isAbsolute, join, resolve } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { REPO_ROOT } from './paths';

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  mediaDir: string;
  demoMode: boolean;
  publishDir: string;
  shellDist: string;
  logLevel: LogLevel;
  sessionCookieSecure: boolean;
  /** Express 'trust proxy': false, true or a hop count. */
  trustProxy: boolean | number;
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

  const config: AppConfig = {
    port,
    host: text('HOST') ?? '0.0.0.0',
    database,
    dataDir,
    mediaDir: join(dataDir, 'media'),
    // The embedded SQLite default is the demo; a real database starts empty unless asked (DESIGN "Data").
    demoMode: flag('DEMO_MODE', !databaseUrl),
    publishDir: dir(text('PUBLISH_DIR') ?? join(dataDir, 'remotes')),
    shellDist: dir(text('SHELL_DIST') ?? join(REPO_ROOT, 'shell', 'dist')),
    logLevel,
    sessionCookieSecure: flag('SESSION_COOKIE_SECURE', false),
    trustProxy,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Log levels at and above the configured one, as Nest's logger wants them. */
export function enabledLogLevels(level: LogLevel): LogLevel[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}
