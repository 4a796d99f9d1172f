// The public remote renders its own first paint (DESIGN "Performance"). The backend draws /memorial,
// /memorial-book and /partner-page with the render entry of the mfe_public version the registry points at
// (published with deploy/scripts/publish.mjs, no backend rebuild or restart); the browser hydrates that
// markup in place.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_BACKEND_LOG, E2E_PUBLISH_DIR, ROOT } from './support/paths';

test.describe.configure({ mode: 'serial' });

const registryFile = join(E2E_PUBLISH_DIR, 'registry.json');
const publishScript = join(ROOT, 'deploy', 'scripts', 'publish.mjs');
const MEMORIAL = '/memorial?0001000';

interface Registry {
  remotes: Record<string, { version: string; entry: string; render?: string }>;
  history: Record<string, string[]>;
}
const readRegistry = () => JSON.parse(readFileSync(registryFile, 'utf8')) as Registry;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * A new build of mfe_public made from the published one: `change` edits each script (the browser's chunks
 * and the server render entry alike, as a source change rebuilt would); the precompressed copies of an
 * edited file are dropped so the edited bytes are what is served.
 */
function variantOfPublished(work: string, change: (path: string, text: string) => string): string {
  const current = readRegistry().remotes.mfe_public.version;
  const build = join(work, 'build');
  cpSync(join(E2E_PUBLISH_DIR, 'mfe_public', current), build, { recursive: true });
  for (const file of filesUnder(build).filter((path) => /\.c?js$/.test(path))) {
    const before = readFileSync(file, 'utf8');
    const after = change(file, before);
    if (after === before) continue;
    writeFileSync(file, after);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  return build;
}

function publish(version: string, from: string): void {
  execFileSync(
    'node',
    [
      publishScript,
      'publish',
      'mfe-public',
      '--version',
      version,
      '--from',
      from,
      '--publish-dir',
      E2E_PUBLISH_DIR,
    ],
    { cwd: ROOT, stdio: 'pipe' },
  );
}

function rollback(): void {
  execFileSync('node', [publishScript, 'rollback', 'mfe-public', '--publish-dir', E2E_PUBLISH_DIR], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}

/** Publishes a variant for the test's length; afterwards the registry and the publish folder are as before. */
async function withVariant(
  change: (path: string, text: string) => string,
  body: (version: string) => Promise<void>,
): Promise<void> {
  const before = readFileSync(registryFile, 'utf8');
  const work = mkdtempSync(join(tmpdir(), 'ricordo-render-entry-'));
  const version = `${readRegistry().remotes.mfe_public.version}-e2e${Date.now()}`;
  try {
    publish(version, variantOfPublished(work, change));
    await body(version);
  } finally {
    writeFileSync(registryFile, before);
    rmSync(join(E2E_PUBLISH_DIR, 'mfe_public', version), { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

const buyTitle = (page: Page) => page.locator('#pub-buy-title');

test('a published version whose memorial text differs is what the server renders next, without JavaScript; a rollback brings the old text back', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(MEMORIAL);
    await expect(buyTitle(page)).toHaveText('LASCIA UN RICORDO');
    await withVariant(
      (_, text) => text.replaceAll('LASCIA UN RICORDO', 'LASCIA UN RICORDO PER SEMPRE'),
      async (version) => {
        const registry = readRegistry();
        expect(registry.remotes.mfe_public).toMatchObject({
          version,
          render: `/remotes/mfe_public/${version}/ssr/render.cjs`,
        });
        const response = await page.goto(MEMORIAL);
        expect(response?.status()).toBe(200);
        await expect(buyTitle(page)).toHaveText('LASCIA UN RICORDO PER SEMPRE');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giuseppe Martinelli');

        rollback();
        await page.goto(MEMORIAL);
        await expect(buyTitle(page)).toHaveText('LASCIA UN RICORDO');
      },
    );
  } finally {
    await context.close();
  }
});

test('a render entry that throws: the page comes without server markup, the remote draws it, the log says why', async ({
  page,
  request,
}) => {
  const reason = `rottura di prova ${Date.now()}`;
  await withVariant(
    (path, text) =>
      path.endsWith('render.cjs')
        ? // The built module's exports are read-only getters: replace the whole export object.
          `${text}\nmodule.exports = { RENDER_API: module.exports.RENDER_API, render: async () => { throw new Error(${JSON.stringify(reason)}); } };\n`
        : text,
    async () => {
      const answer = await request.get(MEMORIAL);
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expect(html).not.toContain('id="ricordo-ssr"');
      expect(html).not.toContain('ricordo-ssr-data');

      await page.goto(MEMORIAL);
      const remote = page.locator('[data-remote="mfe_public"]');
      await expect(remote.getByRole('heading', { level: 1 })).toHaveText('Giuseppe Martinelli');
      await expect(remote.locator('img.pub-memorial-photo')).toHaveAttribute(
        'src',
        '/media/demo/deceased-1000.jpg',
      );
      await expect
        .poll(() =>
          readFileSync(E2E_BACKEND_LOG, 'utf8')
            .split('\n')
            .some((line) => line.includes('render entry failed') && line.includes(reason)),
        )
        .toBe(true);
    },
  );
});

test('the photo present at first paint is the same element after the take-over', async ({ page }) => {
  // Before any script of the page: note the server's photo element as soon as the parser creates it.
  await page.addInitScript(() => {
    const seen = window as unknown as { __firstPhoto?: Element; __photoRemoved?: boolean };
    new MutationObserver((records) => {
      if (!seen.__firstPhoto)
        seen.__firstPhoto = document.querySelector('img.pub-memorial-photo') ?? undefined;
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node === seen.__firstPhoto && !seen.__firstPhoto?.isConnected) seen.__photoRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(MEMORIAL);
  // Taken over: hydrated in place, in the shell's frame.
  await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
  await expect(page.locator('main #ricordo-ssr [data-remote="mfe_public"] h1')).toHaveText(
    'Giuseppe Martinelli',
  );
  await page.waitForLoadState('networkidle');
  const photo = await page.evaluate(() => {
    const seen = window as unknown as { __firstPhoto?: Element; __photoRemoved?: boolean };
    const now = document.querySelectorAll('img.pub-memorial-photo');
    return {
      noted: seen.__firstPhoto !== undefined,
      same: now.length === 1 && now[0] === seen.__firstPhoto,
      removed: seen.__photoRemoved === true,
    };
  });
  expect(photo).toEqual({ noted: true, same: true, removed: false });
  await expect(page.locator('h1')).toHaveCount(1);

  // The hydrated page is the remote's: its links navigate inside the page, without a new document.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('link', { name: 'Onoranze Funebri Bellini' }).click();
  await expect(page).toHaveURL(/\/partner-page\?1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onoranze Funebri Bellini');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the memorial reads and its links work', async ({ page }) => {
    await page.goto(MEMORIAL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giuseppe Martinelli');
    const photo = page.getByRole('img', { name: 'Giuseppe Martinelli', exact: true });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('[data-buy="dedica-cero"]')).toHaveAttribute(
      'href',
      '/flowers?dedica-cero&1000',
    );
    await page.getByRole('link', { name: 'Onoranze Funebri Bellini' }).click();
    await expect(page).toHaveURL(/\/partner-page\?1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onoranze Funebri Bellini');
    await page.getByRole('link', { name: 'Libro delle condoglianze' }).first().click();
    await expect(page.getByText('Libro delle condoglianze', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
