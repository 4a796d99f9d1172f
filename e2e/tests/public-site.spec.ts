import { expect, test } from '@playwright/test';
import { expectPath, PANEL_REMOTES, recordRequests, remotesRequested } from './support/platform';

test.describe('a visitor on the public site', () => {
  test('opens the demo memorial and sees the deceased, drawn by the public remote', async ({ page }) => {
    await page.goto('/memorial?0001000');
    const remote = page.locator('[data-remote="mfe_public"]');
    await expect(remote.getByRole('heading', { level: 1 })).toContainText('Giuseppe');
    await expect(remote.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
    const photo = remote.locator('img[src*="/media/"]').first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(remote.getByText(/Cimitero/)).toBeVisible();
  });

  test('numeric and .html paths redirect to the memorial', async ({ page }) => {
    await page.goto('/1000');
    await expectPath(page, '/memorial?1000');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Giuseppe');
    await page.goto('/1000.html');
    await expectPath(page, '/memorial?1000');
    await page.goto('/attiva-qr-code.html');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(activate-qrCode|)$/);
  });

  test('an unknown path goes to the home page', async ({ page }) => {
    await page.goto('/nonsense');
    await expectPath(page, '/');
  });

  test('an unknown memorial says so and returns home', async ({ page }) => {
    await page.goto('/memorial?000999999');
    await expect(
      page.getByText('Defunto con id 999999 non trovato, verra` reinderizzatto alla home'),
    ).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  });

  test('the home search lists matching cards that link to the memorial', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Cerca per nome').fill('nicolo');
    await page.getByRole('button', { name: 'Cerca' }).click();
    const card = page.getByRole('link', { name: /Nicolò/ }).first();
    await expect(card).toBeVisible();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/memorial\?000\d+$/);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nicolò');
  });

  test('never downloads a panel remote', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/');
    await page.goto('/memorial?0001000');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Giuseppe');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await page.goto('/admin-panel');
    await expectPath(page, '/home');
    const requested = remotesRequested(urls);
    expect(requested).toContain('mfe_public');
    for (const panel of PANEL_REMOTES) expect(requested).not.toContain(panel);
  });

  test('accepts the cookie banner once', async ({ page }) => {
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Accetta' });
    await expect(accept).toBeVisible();
    await accept.click();
    await expect(accept).toBeHidden();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1 }).or(page.getByLabel('Cerca per nome')).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accetta' })).toBeHidden();
  });
});
