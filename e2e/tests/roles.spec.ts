import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectPath,
  login,
  recordRequests,
  remotesRequested,
  ROLES,
} from './support/platform';

for (const account of ROLES) {
  test(`the ${account.role} logs in and lands on a panel drawn by ${account.remote}`, async ({ page }) => {
    const urls = recordRequests(page);
    await login(page, account.username);
    await expectPath(page, account.landing);
    await expect(page.locator(`[data-remote="${account.remote}"]`)).toBeVisible();
    expect(remotesRequested(urls)).toContain(account.remote);
    await expect(page.getByRole('link', { name: 'PANNELLO DI CONTROLLO' }).first()).toBeAttached();
  });
}

test('a panel with an unknown hash falls back to its default section', async ({ page }) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  await page.goto('/admin-panel#nonexistent');
  await expectPath(page, '/admin-panel#qrcode');
});

test('a client who opens the admin panel is sent to the client panel', async ({ page }) => {
  const urls = recordRequests(page);
  await login(page, 'clientedemo');
  await expectPath(page, '/client-panel#account');
  await page.goto('/admin-panel');
  await expectPath(page, '/client-panel#account');
  expect(remotesRequested(urls)).not.toContain('mfe_admin');
});

test('a visitor without a session who opens a panel is sent home', async ({ page }) => {
  for (const panel of ['/admin-panel', '/partner-panel', '/lampade-panel', '/client-panel']) {
    await page.goto(panel);
    await expectPath(page, '/home');
  }
});

test('wrong credentials and empty fields show the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Riempi tutti i campi')).toBeVisible();
  await login(page, 'clientedemo', `${DEMO_PASSWORD}-wrong`);
  await expect(page.getByText('Credenziali errate')).toBeVisible();
});

test('the password field shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('segreto123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostra password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('logging out ends the session on the server', async ({ page }) => {
  await login(page, 'clientedemo');
  await expectPath(page, '/client-panel#account');
  await page.getByRole('button', { name: 'ESCI' }).first().click();
  await expectPath(page, '/home');
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  expect(session.session).toBeNull();
  await page.goto('/client-panel');
  await expectPath(page, '/home');
});
