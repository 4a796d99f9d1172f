// A printed or forwarded manifesto carries the short link /000{id}; it leads in one hop,
// without JavaScript, to the notice's page, which shows the funeral home's original manifesto (the same image
// as the public poster GET /api/obituaries/manifest/{id}.jpg) to compare with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PUBLISH_DIR } from './support/paths';

/** partnerdemo's demo notice (backend demo-data.ts): a notice only, with manifesto texts. */
const NOTICE = 1003;
const ALT = 'Manifesto funebre di Anna Bellini Sartori';

test('the notice page shows the original manifesto, the same image as the public poster', async ({
  page,
  request,
}) => {
  const loaded = page.waitForResponse((response) =>
    response.url().includes(`/api/obituaries/manifest/${NOTICE}.jpg?v=`),
  );
  await page.goto(`/memorial?000${NOTICE}`);
  const manifesto = page.getByRole('img', { name: ALT });
  await expect(manifesto).toBeVisible();
  await expect(page.locator('figcaption')).toHaveText(
    'Questo è il manifesto originale pubblicato da Onoranze Funebri Bellini su Ricordo.',
  );
  await expect(page.getByText('21/01/2025')).toBeVisible();
  await expect(manifesto).toHaveAttribute('loading', 'eager');

  const shown = await (await loaded).body();
  const poster = await request.get(`/api/obituaries/manifest/${NOTICE}.jpg`);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  expect(shown.equals(await poster.body())).toBe(true);
  // The reserved box is the image's own: nothing moves when it arrives.
  const size = await manifesto.evaluate((image: HTMLImageElement) => ({
    natural: [image.naturalWidth, image.naturalHeight],
    declared: [image.getAttribute('width'), image.getAttribute('height')],
  }));
  expect(size.natural.map(String)).toEqual(size.declared);
});

test('the short link answers 301 to the notice page in one hop, and works without JavaScript', async ({
  browser,
  request,
}) => {
  for (const path of [`/000${NOTICE}`, `/000${NOTICE}.html`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/memorial?000${NOTICE}`);
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/000${NOTICE}`);
  await expect(page).toHaveURL(new RegExp(`/memorial\\?000${NOTICE}$`));
  await expect(page.getByRole('img', { name: ALT })).toBeVisible();
  await context.close();
});

test("the server render entry of the public remote can't be downloaded", async ({ request }) => {
  const registry = JSON.parse(readFileSync(join(E2E_PUBLISH_DIR, 'registry.json'), 'utf8')) as {
    remotes: Record<string, { version: string; render?: string }>;
  };
  const { version, render } = registry.remotes.mfe_public;
  expect(render).toBe(`/remotes/mfe_public/${version}/ssr/render.cjs`);
  expect((await request.get(render!)).status()).toBe(404);
  expect((await request.get(`/remotes/mfe_public/${version}/remoteEntry.js`)).status()).toBe(200);
});
