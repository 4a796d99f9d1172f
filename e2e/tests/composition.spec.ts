// Run-time composition: the registry decides which remote build the shell loads.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PUBLISH_DIR, ROOT } from './support/paths';
import { expectPath, login, recordRequests } from './support/platform';

test.describe.configure({ mode: 'serial' });

const registryFile = join(E2E_PUBLISH_DIR, 'registry.json');
const publishScript = join(ROOT, 'deploy', 'scripts', 'publish.mjs');

function shellScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
}

test('a remote whose build is missing shows the fallback while the public site keeps working', async ({
  page,
}) => {
  const original = readFileSync(registryFile, 'utf8');
  const broken = JSON.parse(original);
  broken.remotes.mfe_admin = { version: '9.9.9', entry: '/remotes/mfe_admin/9.9.9/mf-manifest.json' };
  writeFileSync(registryFile, JSON.stringify(broken));
  try {
    await login(page, 'adminricordo');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin-panel');
    await expect(page.getByText('Questa sezione non è al momento disponibile.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await page.goto('/memorial?0001000');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Giuseppe');

    // Once the registry is mended, the next page load brings the panel back.
    writeFileSync(registryFile, original);
    await page.goto('/admin-panel#qrcode');
    await expect(page.locator('[data-remote="mfe_admin"]')).toBeVisible();
  } finally {
    writeFileSync(registryFile, original);
  }
});

test('a new build of one remote is published alone and can be rolled back', async ({ page }) => {
  test.setTimeout(180_000);
  const version = `1.0.1-e2e${Date.now()}`;
  const shellBefore = shellScripts(await (await page.request.get('/')).text());
  const registryBefore = JSON.parse(readFileSync(registryFile, 'utf8'));
  try {
    execFileSync('npm', ['run', 'build', '--workspace', 'mfe-client'], {
      cwd: ROOT,
      env: { ...process.env, RICORDO_BUILD_VERSION: version },
      stdio: 'pipe',
    });
    execFileSync(
      'node',
      [publishScript, 'publish', 'mfe-client', '--version', version, '--publish-dir', E2E_PUBLISH_DIR],
      {
        cwd: ROOT,
        stdio: 'pipe',
      },
    );

    const registryAfter = JSON.parse(readFileSync(registryFile, 'utf8'));
    expect(registryAfter.remotes.mfe_client.version).toBe(version);
    for (const name of ['mfe_public', 'mfe_admin', 'mfe_partner', 'mfe_lampade']) {
      expect(registryAfter.remotes[name]).toEqual(registryBefore.remotes[name]);
    }
    expect(shellScripts(await (await page.request.get('/')).text())).toEqual(shellBefore);

    const urls = recordRequests(page);
    await login(page, 'clientedemo');
    await expectPath(page, '/client-panel#account');
    await expect(page.locator('[data-remote="mfe_client"]')).toBeVisible();
    expect(urls.some((url) => url.includes(`/remotes/mfe_client/${version}/`))).toBe(true);
    expect(urls.some((url) => url.includes('/remotes/mfe_client/1.0.0/'))).toBe(false);

    execFileSync('node', [publishScript, 'rollback', 'mfe-client', '--publish-dir', E2E_PUBLISH_DIR], {
      cwd: ROOT,
    });
    urls.length = 0;
    await page.reload(); // a new document, so the shell reads the registry again
    await expectPath(page, '/client-panel#account');
    await expect(page.locator('[data-remote="mfe_client"]')).toBeVisible();
    expect(urls.some((url) => url.includes('/remotes/mfe_client/1.0.0/'))).toBe(true);
    expect(urls.some((url) => url.includes(`/remotes/mfe_client/${version}/`))).toBe(false);
  } finally {
    writeFileSync(registryFile, JSON.stringify(registryBefore, null, 2));
    rmSync(join(ROOT, 'mfe-client', 'dist', version), { recursive: true, force: true });
    rmSync(join(E2E_PUBLISH_DIR, 'mfe_client', version), { recursive: true, force: true });
  }
});

test('the shell and a remote share one React and one design kit, provided by the shell', async ({ page }) => {
  await login(page, 'clientedemo');
  await expectPath(page, '/client-panel#account');
  await expect(page.locator('[data-remote="mfe_client"]')).toBeVisible();
  const scope = await page.evaluate(() => {
    type Share = { from: string; loaded?: boolean; useIn?: string[] };
    type Instance = { name: string; shareScopeMap: Record<string, Record<string, Record<string, Share>>> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    const map = shell?.shareScopeMap.default ?? {};
    const describe = (pkg: string) =>
      Object.entries(map[pkg] ?? {}).map(([version, share]) => ({
        version,
        from: share.from,
        loaded: !!share.loaded,
      }));
    return {
      react: describe('react'),
      kit: describe('@ricordo/shared-design'),
      zustand: describe('zustand'),
    };
  });
  for (const pkg of [scope.react, scope.kit, scope.zustand]) {
    expect(pkg).toHaveLength(1);
    expect(pkg[0].from).toBe('shell');
  }
  // The client panel reads the user from the same store the shell filled at login.
  const panel = page.locator('[data-remote="mfe_client"]');
  await panel.getByRole('button', { name: 'Dati account' }).click();
  await expect(panel.getByRole('textbox', { name: 'Username' })).toHaveValue('clientedemo');
});
