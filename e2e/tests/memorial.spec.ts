import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PUBLISH_DIR, ROOT } from './support/paths';

// The demo memorial 1000 (backend/src/modules/demo): a biography, one pending, one accepted and one
// refused photo dedication, the demo funeral home as partner.

test.describe('the memorial page', () => {
  test('shows every dedication state as the spec says', async ({ page }) => {
    await page.goto('/memorial?0001000');
    const remote = page.locator('[data-remote="mfe_public"]');
    await expect(remote.getByRole('heading', { level: 2, name: 'CHI ERA' })).toBeVisible();
    await expect(remote.getByText('Giuseppe nacque a Milano', { exact: false })).toBeVisible();
    await expect(remote.getByRole('heading', { level: 2, name: "LO RICORDANO COSI'" })).toBeVisible();
    // Other browser tests add dedications to memorial 1000, so every item of a state is checked and the
    // demo's accepted one is found by its text.
    const pending = remote.locator('[data-dedic-status="pending"]');
    await expect(pending.first()).toBeVisible();
    for (const item of await pending.all()) {
      await expect(item).toContainText('In attesa di accettazione');
      await expect(item).not.toContainText('Caro nonno');
    }
    const accepted = remote.locator('[data-dedic-status="accepted"]').filter({ hasText: 'I nipoti' });
    await expect(accepted).toContainText('Ciao nonno Giuseppe, i tuoi Navigli ci parlano ancora di te.');
    const refused = remote.locator('[data-dedic-status="refused"]');
    await expect(refused.first()).toBeVisible();
    for (const item of await refused.all()) {
      await expect(item).toHaveAttribute('data-dedic-type', 'dedica-fiori');
      await expect(item).toContainText('Anonimo');
      await expect(item.locator('img, video')).toHaveCount(0);
    }
    await expect(page.getByText('Firma nascosta')).toHaveCount(0);
    await expect(remote.locator('[data-buy]')).toHaveCount(5);
    await expect(remote.locator('[data-buy="dedica-cero"]')).toHaveAttribute(
      'href',
      '/flowers?dedica-cero&1000',
    );
    // The demo memorial has lampadedemo's votive lamp: one icon, drawn from its real state (lit once the
    // simulated lamp has checked in; the state table is unit-tested in mfe-public).
    await expect(remote.locator('[data-lamp]')).toHaveCount(1);
  });

  test('the first paint comes from the server and the remote takes over without a second copy', async ({
    page,
  }) => {
    await page.goto('/memorial?0001000');
    await expect(page.locator('[data-remote="mfe_public"] h1')).toHaveText('Giuseppe Martinelli');
    // Hydrated in place: the server's node became the remote's tree, no copy beside it.
    await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('the served HTML carries Open Graph and schema.org data for sharing', async ({ request }) => {
    const html = await (await request.get('/memorial?0001000')).text();
    expect(html).toContain('<title>Giuseppe Martinelli - Ricordo</title>');
    expect(html).toContain('<meta property="og:title" content="Giuseppe Martinelli">');
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toMatch(/<meta property="og:description" content="12\/03\/1931 – 02\/11\/2019/);
    expect(html).toMatch(
      /<meta property="og:image" content="https?:\/\/[^"]+\/media\/demo\/deceased-1000\.jpg">/,
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Person',
      name: 'Giuseppe Martinelli',
      birthDate: '1931-03-12',
      deathDate: '2019-11-02',
      image: expect.stringMatching(/\/media\/demo\/deceased-1000\.jpg$/),
    });
  });
});

test.describe('the memorial gallery', () => {
  test('opens a photo in the lightbox; the arrow keys move, Escape closes and refocuses it', async ({
    page,
  }) => {
    await page.goto('/memorial?0001000');
    const remote = page.locator('[data-remote="mfe_public"]');
    const gallery = remote.getByRole('region', { name: 'Foto e video' });
    await expect(gallery.locator('.pub-gallery-thumb')).toHaveCount(3);
    await expect(gallery.getByRole('button', { name: 'Mostra tutte' })).toBeHidden();
    // The lightbox is the remote's: a tap held longer than EARLY_TAP_GIVE_UP_MS (a loaded CI machine) is dropped.
    await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
    const second = gallery.getByRole('button', { name: 'Foto 2 di 3, Giuseppe Martinelli' });
    await second.click();
    const dialog = page.getByRole('dialog', { name: 'Foto e video' });
    await expect(dialog.getByRole('img', { name: 'Foto 2 di 3, Giuseppe Martinelli' })).toHaveAttribute(
      'src',
      '/media/demo/memorial-1000-flowers.jpg',
    );
    await expect(dialog).toContainText('2 di 3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: 'Foto 3 di 3, Giuseppe Martinelli' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('1 di 3');
    await dialog.getByRole('button', { name: 'Successiva' }).click();
    await expect(dialog).toContainText('2 di 3');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });

  test("at 360 px shows two thumbnails until 'Mostra tutte'", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/memorial?0001000');
    const gallery = page.locator('[data-remote="mfe_public"]').getByRole('region', { name: 'Foto e video' });
    const thumbs = gallery.locator('.pub-gallery-thumb');
    await expect(thumbs.nth(0)).toBeVisible();
    await expect(thumbs.nth(1)).toBeVisible();
    await expect(thumbs.nth(2)).toBeHidden();
    await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
    await gallery.getByRole('button', { name: 'Mostra tutte' }).click();
    await expect(thumbs.nth(2)).toBeVisible();
    await expect(thumbs.nth(2)).toBeFocused();
    await expect(gallery.getByRole('button', { name: 'Mostra tutte' })).toHaveCount(0);
  });
});

test.describe('the memorial page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows name, dates, photo and aphorism', async ({ page }) => {
    await page.goto('/memorial?0001000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giuseppe Martinelli');
    await expect(page.getByText('12/03/1931')).toBeVisible();
    await expect(page.getByText('02/11/2019')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Giuseppe Martinelli', exact: true });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Foto e video' })).toBeVisible();
    await expect(page.locator('.pub-gallery-thumb img')).toHaveCount(3);
    await expect(
      page.getByText("Sol chi non lascia eredità d'affetti poca gioia ha dell'urna."),
    ).toBeVisible();
    await expect(page.getByText('In attesa di accettazione').first()).toBeVisible();
  });
});

test.describe('the new-version notice', () => {
  test('appears with Aggiorna once a newer remote is published, and Aggiorna loads it', async ({ page }) => {
    const registryFile = join(E2E_PUBLISH_DIR, 'registry.json');
    const registryBefore = readFileSync(registryFile, 'utf8');
    const version = `1.0.1-notice${Date.now()}`;
    await page.goto('/memorial?0001000');
    await expect(page.locator('[data-remote="mfe_public"] h1')).toHaveText('Giuseppe Martinelli');
    await expect(page.getByText('È disponibile una nuova versione di Ricordo')).toHaveCount(0);
    try {
      // The client panel's current build, published again under a new version: what a deploy does.
      execFileSync(
        'node',
        [
          join(ROOT, 'deploy', 'scripts', 'publish.mjs'),
          'publish',
          'mfe-client',
          '--version',
          version,
          '--from',
          join(ROOT, 'mfe-client', 'dist', '1.0.0'),
          '--publish-dir',
          E2E_PUBLISH_DIR,
        ],
        { cwd: ROOT, stdio: 'pipe' },
      );
      // The shell asks every 5 minutes and whenever the tab regains focus. The heading above is the server's
      // markup: the shell listens once it has mounted, before the page's remote hydrates.
      await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const notice = page.locator('[data-update-notice]');
      await expect(notice).toContainText('È disponibile una nuova versione di Ricordo');
      await notice.getByRole('button', { name: 'Aggiorna' }).click();
      // The reloaded page carries the new registry, and nothing newer is left to announce.
      await expect.poll(() => page.locator('#ricordo-registry').textContent()).toContain(version);
      await expect(page.locator('[data-update-notice]')).toHaveCount(0);
    } finally {
      writeFileSync(registryFile, registryBefore);
      rmSync(join(E2E_PUBLISH_DIR, 'mfe_client', version), { recursive: true, force: true });
    }
  });
});
