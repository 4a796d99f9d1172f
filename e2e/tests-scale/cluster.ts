// What the scale-out tests know about the cluster that the global setup started.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';

export interface ScaleCluster {
  proxyUrl: string;
  instances: Array<{ id: string; port: number; url: string; startedAt: string }>;
  smtpApi: string;
  mysqlUrl: string;
  logDir: string;
  pageCacheSyncMs: number;
  lampJobMs: number;
}

export function scaleCluster(): ScaleCluster {
  const text = process.env.SCALE_CLUSTER;
  if (!text) throw new Error('SCALE_CLUSTER is not set: run with -c playwright.scale.config.ts');
  return JSON.parse(text) as ScaleCluster;
}

export interface SinkMail {
  id: number;
  to: string[];
  subject: string;
}

export async function sinkMail(): Promise<SinkMail[]> {
  return (await fetch(`${scaleCluster().smtpApi}/messages`)).json() as Promise<SinkMail[]>;
}

/** Runs one query on the cluster's database and closes the connection. */
export async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const connection = await mysql.createConnection(scaleCluster().mysqlUrl);
  try {
    const [rows] = await connection.query(sql, values);
    return rows as T[];
  } finally {
    await connection.end();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many lines of the instances' logs contain `text`, per instance id. */
export function logLines(text: string): Record<string, number> {
  const { instances, logDir } = scaleCluster();
  return Object.fromEntries(
    instances.map(({ id }) => [
      id,
      readFileSync(join(logDir, `instance-${id}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.includes(text)).length,
    ]),
  );
}
