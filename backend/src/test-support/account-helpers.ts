import type { Response } from 'supertest';
import { AccountsService } from '../modules/accounts/accounts.service';
import type { User } from '../modules/accounts/user.entity';
import { hashPassword } from '../modules/auth/passwords';
import { ThrottleHit } from '../modules/auth/throttle-hit.entity';
import { OutboxMessage } from '../modules/notifications/outbox-message.entity';
import { csrfToken, type Browser, type TestApp } from './test-app';

/** Links in messages point here (PUBLIC_URL of the account test apps). */
export const TEST_PUBLIC_URL = 'https://ricordo.example';

/** Environment for account tests: fixed PUBLIC_URL, no outbox worker (messages stay queued to be read). */
export const ACCOUNT_TEST_ENV = { PUBLIC_URL: TEST_PUBLIC_URL, OUTBOX_WORKER: '0' };

export interface EnvelopeBody {
  response: 'success' | 'fail';
  result: 'success' | 'fail';
  message: string;
  errorCode: string | null;
  data: Record<string, unknown> | null;
  session: { userdata: Record<string, unknown> } | null;
}

export function bodyOf(response: Response): EnvelopeBody {
  return response.body as EnvelopeBody;
}

/** A state-changing call as the front end makes it: CSRF token header, form-urlencoded by default. */
export async function postForm(
  agent: Browser,
  path: string,
  fields: Record<string, string>,
  as: 'form' | 'json' = 'form',
): Promise<Response> {
  const token = await csrfToken(agent);
  const request = agent.post(path).set('X-CSRF-Token', token);
  return as === 'form' ? request.type('form').send(fields) : request.send(fields);
}

/** Outbox rows, oldest first, optionally of one template or recipient. */
export async function outboxMessages(
  testApp: TestApp,
  where: { template?: string; recipient?: string; userId?: number } = {},
): Promise<OutboxMessage[]> {
  return testApp.dataSource.getRepository(OutboxMessage).find({ where, order: { id: 'ASC' } });
}

export function payloadOf(message: OutboxMessage): Record<string, unknown> {
  return JSON.parse(message.payload) as Record<string, unknown>;
}

/** The absolute link of a message and its token (the `token` query parameter). */
export function linkOf(message: OutboxMessage): { url: URL; token: string } {
  const url = new URL(String(payloadOf(message).link));
  return { url, token: url.searchParams.get('token') ?? '' };
}

/** Forgets every counted request, so a test's throttles start from zero. */
export async function clearThrottles(testApp: TestApp): Promise<void> {
  await testApp.dataSource.getRepository(ThrottleHit).clear();
}

let created = 0;

/** An active client account with a password, e-mail and (optionally) phone. */
export async function createClient(
  testApp: TestApp,
  options: { password?: string; email?: string | null; telephone?: string | null } = {},
): Promise<User & { password: string }> {
  created += 1;
  const password = options.password ?? 'PasswordDiProva1';
  const username = `cliente${Date.now().toString(36)}${created}`;
  const user = await testApp.app.get(AccountsService).create({
    username,
    email: options.email === undefined ? `${username}@example.com` : options.email,
    telephone: options.telephone ?? null,
    name: 'Paola',
    surname: 'Verdi',
    passwordHash: await hashPassword(password),
    platformAccess: 0,
    partnerType: null,
  });
  return Object.assign(user, { password });
}
