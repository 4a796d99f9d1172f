import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Response } from 'supertest';
import { clearThrottles } from '../test-support/account-helpers';
import { browser, csrfToken, signIn, type Browser, type TestApp } from '../test-support/test-app';
import type { FuzzCase } from './fuzz-cases';

/** Anonymous, then every demo role (demo-data.ts). */
export const ROLES = [
  { role: 'anonimo', username: null },
  { role: 'cliente', username: 'clientedemo' },
  { role: 'partner', username: 'partnerdemo' },
  { role: 'gestorelampade', username: 'lampadedemo' },
  { role: 'admin', username: 'adminricordo' },
] as const;

export type Role = (typeof ROLES)[number]['role'];

export interface RoleAgent {
  role: Role;
  username: string | null;
  agent: Browser;
  token: string;
}

/**
 * Tables a refused request may write by design, left out of the snapshot: the session's last sight, the
 * counted attempts and throttles, the spent captcha, the scheduler's locks.
 */
const BOOKKEEPING = new Set(['sessions', 'login_attempts', 'throttle_hits', 'used_captchas', 'job_locks']);

/** Every other table's content, hashed per table (to name what a refused request changed). */
export async function snapshot(dataSource: DataSource): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const metadata of dataSource.entityMetadatas) {
    if (BOOKKEEPING.has(metadata.tableName)) continue;
    const rows: unknown = await dataSource.query(
      `SELECT * FROM ${dataSource.driver.escape(metadata.tableName)}`,
    );
    hashes.set(metadata.tableName, createHash('sha1').update(JSON.stringify(rows)).digest('hex'));
  }
  return hashes;
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);
}

/** Real ids of the demo data (every table's first ids, the deceased's public codes): other owners' ids. */
export async function realIds(dataSource: DataSource): Promise<string[]> {
  const ids = new Set<string>();
  for (const metadata of dataSource.entityMetadatas) {
    if (!metadata.primaryColumns.some((column) => column.databaseName === 'id')) continue;
    const rows = (await dataSource.query(
      `SELECT id FROM ${dataSource.driver.escape(metadata.tableName)} ORDER BY id LIMIT 3`,
    )) as Array<{ id: unknown }>;
    for (const row of rows) ids.add(String(row.id));
  }
  const deceased = (await dataSource.query('SELECT id FROM deceased ORDER BY id LIMIT 5')) as Array<{
    id: number;
  }>;
  for (const row of deceased) ids.add(String(row.id).padStart(7, '0'));
  return [...ids];
}

/** A signed-in agent per role (anonymous: with its CSRF cookie only). */
export async function signInRoles(testApp: TestApp): Promise<RoleAgent[]> {
  await clearThrottles(testApp);
  const agents: RoleAgent[] = [];
  for (const { role, username } of ROLES) {
    const agent = await browser(testApp);
    const token = username ? await signIn(agent, username) : await csrfToken(agent);
    agents.push({ role, username, agent, token });
  }
  return agents;
}

/**
 * Before each operation: signs a role in again if a fuzzed request ended its session (logout, a changed
 * password), and takes a fresh CSRF token.
 */
export async function refresh(testApp: TestApp, agent: RoleAgent): Promise<void> {
  if (agent.username) {
    const session = await agent.agent.get('/api/auth/session');
    const body = session.body as { session?: unknown } | undefined;
    if (!body?.session) {
      await clearThrottles(testApp);
      const login = await agent.agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', await csrfToken(agent.agent))
        .send({ email: agent.username, password: 'RicordoDemo2026' });
      if (login.status !== 200) agent.username = null; // the account is gone (deleted by a fuzzed request)
    }
  }
  agent.token = await csrfToken(agent.agent);
}

export async function send(agent: RoleAgent, method: string, fuzzCase: FuzzCase): Promise<Response> {
  const verb = method as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let request = agent.agent[verb](fuzzCase.url).timeout(60_000);
  if (fuzzCase.csrf) request = request.set('X-CSRF-Token', agent.token);
  if (fuzzCase.contentType !== null) request = request.set('Content-Type', fuzzCase.contentType);
  return fuzzCase.body === null ? request : request.send(fuzzCase.body);
}

/** Words of the framework's English defaults and of English error texts; Italian messages have none. */
const ENGLISH =
  /\b(bad request|internal server error|not found|forbidden|unauthorized|payload too large|too many requests|unexpected|cannot|must|should|invalid|is not|error|failed|required|unsupported)\b/i;

/** What is wrong with an answer (null when it is right): never 5xx, a refusal carries an Italian message. */
export function answerProblem(response: Response): string | null {
  if (response.status >= 500) return `status ${response.status}`;
  if (response.status < 400) return null;
  const body = response.body as { response?: unknown; message?: unknown } | undefined;
  if (!body || body.response !== 'fail') return `status ${response.status} without the fail envelope`;
  if (typeof body.message !== 'string' || body.message.trim() === '')
    return `status ${response.status} with no message`;
  if (ENGLISH.test(body.message)) return `status ${response.status} with an English message: ${body.message}`;
  return null;
}

/** The case in one line: what to send again to see the failure. */
export function describeCase(method: string, role: Role, fuzzCase: FuzzCase): string {
  const body =
    fuzzCase.body === null
      ? 'no body'
      : `${fuzzCase.body.length} bytes: ${JSON.stringify(fuzzCase.body.toString().slice(0, 160))}`;
  const url =
    fuzzCase.url.length > 200 ? `${fuzzCase.url.slice(0, 200)}… (${fuzzCase.url.length})` : fuzzCase.url;
  return `${method.toUpperCase()} ${url} as ${role} [${fuzzCase.variant}${fuzzCase.csrf ? '' : ', no CSRF'}] ${fuzzCase.contentType ?? 'no content type'}, ${body}`;
}
