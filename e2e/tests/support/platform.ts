// What the browser tests need to know about the running platform.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

export const DEMO_PASSWORD = 'RicordoDemo2026';

export const ROLES = [
  { role: 'admin', username: 'adminricordo', landing: '/admin-panel#qrcode', remote: 'mfe_admin' },
  { role: 'partner', username: 'partnerdemo', landing: '/partner-panel#deceased', remote: 'mfe_partner' },
  { role: 'lamp manager', username: 'lampadedemo', landing: '/lampade-panel#lampade', remote: 'mfe_lampade' },
  { role: 'client', username: 'clientedemo', landing: '/client-panel#account', remote: 'mfe_client' },
] as const;

export const PANEL_REMOTES = ['mfe_admin', 'mfe_partner', 'mfe_lampade', 'mfe_client'];

/** Every URL the page requests, from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

export function remotesRequested(urls: string[]): string[] {
  const names = urls.map((url) => /\/remotes\/(mfe_[a-z]+)\//.exec(url)?.[1]).filter((n): n is string => !!n);
  return [...new Set(names)];
}

export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username o email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

const PANEL_PATHS = new Set(ROLES.map((entry) => entry.landing.split('#')[0]));

/**
 * Waits for the address, and on a panel for its section too: the router changes the address at once and
 * draws the section in a transition, so a test that went on at the address alone could still find the
 * section being left.
 */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => currentPath(page)).toBe(path);
  const url = new URL(path, 'http://panel.invalid');
  if (!PANEL_PATHS.has(url.pathname) || !url.hash) return;
  const section = url.hash.split('?')[0];
  await expect(page.locator(`.panel-section[data-section="${section}"]`)).toHaveCount(1);
}

/** The session's CSRF token (GET securitytoken), for the API calls a test makes as a page's signed-in user. */
export async function csrf(from: Page | APIRequestContext): Promise<string> {
  const request = 'request' in from ? from.request : from;
  const answer = await request.get('/api/auth/securitytoken');
  return ((await answer.json()) as { data: { _csrf: string } }).data._csrf;
}

/** Logs in as the demo account of `role` and waits for its panel's landing section. */
export async function signInAs(page: Page, role: (typeof ROLES)[number]['role']): Promise<void> {
  const account = ROLES.find((entry) => entry.role === role)!;
  await login(page, account.username);
  await expectPath(page, account.landing);
}
