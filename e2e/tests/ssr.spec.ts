// The condolence book and the partner page come drawn from the server (readable without JavaScript), and
// the public remote takes them over without a spinner or a layout jump (DESIGN "Performance": drawn by the
// public remote's own render entry and hydrated in place; see ssr-render-entry.spec.ts). Also the
// compressed delivery of the built files.
import { expect, request, type Page, test } from '@playwright/test';

const PARTNER = 'Onoranze Funebri Bellini';

/**
 * Publishes a condolence on the demo 1000 as the signed-in demo client (published at once), from a request
 * context of its own so the page under test stays a visitor's.
 */
async function publishCondolence(text: string): Promise<void> {
  const client = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const csrf = async () =>
      ((await (await client.get('/api/auth/securitytoken')).json()) as { data: { _csrf: string } }).data
        ._csrf;
    const login = await client.post('/api/auth/login', {
      headers: { 'X-CSRF-Token': await csrf() },
      data: { email: 'clientedemo', password: 'RicordoDemo2026' },
    });
    expect(login.status()).toBe(200);
    const response = await client.post('/api/condolences/book', {
      headers: { 'X-CSRF-Token': await csrf() },
      data: { name: 'Famiglia <b>Rossi</b>', text, qrcode: '0001000' },
    });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: { pending: boolean } }).data.pending).toBe(false);
  } finally {
    await client.dispose();
  }
}

/**
 * Before any script of the page: sums the layout shifts (as CLS does, without input) and notes whether a
 * spinner or the plain loading state ever appears in the document.
 */
async function watchPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { shift: 0, spinner: false };
    (window as unknown as { __ssrWatch: typeof state }).__ssrWatch = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) state.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('.rc-spinner, .pub-center, [data-remote-loading]')) state.spinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ssrWatch: { shift: number; spinner: boolean } }).__ssrWatch);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the condolence book shows the deceased and its published condolences, as text', async ({ page }) => {
    const text = `<img src=x onerror=alert(1)> Un abbraccio dalla famiglia ${Date.now()}`;
    await publishCondolence(text);
    const response = await page.goto('/memorial-book?0001000');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giuseppe Martinelli');
    await expect(page.getByText('12/03/1931 – 02/11/2019')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Giuseppe Martinelli' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const list = page.getByRole('list', { name: 'Condoglianze' });
    await expect(list.getByText(text)).toBeVisible();
    await expect(list.getByText('Famiglia <b>Rossi</b>').first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // The form is there, but waits for JavaScript.
    await expect(
      page.getByRole('form', { name: 'Lascia un pensiero' }).getByRole('button', { name: 'Invia' }),
    ).toBeDisabled();
  });

  test('a closed book shows the overlay text', async ({ page }) => {
    await page.goto('/memorial-book?0001001');
    await expect(
      page.getByText('Le Condoglianze possono essere lasciate entro 365 giorni dalla data di pubblicazione'),
    ).toBeVisible();
  });

  test("the partner page shows name, contacts and obituaries; an unknown one 'Partner non trovato' with 404", async ({
    page,
  }) => {
    const response = await page.goto('/partner-page?1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PARTNER);
    await expect(page.getByRole('link', { name: '+39 0212345678' })).toHaveAttribute(
      'href',
      'tel:+390212345678',
    );
    await expect(page.getByRole('link', { name: 'info@onoranzebellini.example' })).toBeVisible();
    await expect(page.getByText('Via Giuseppe Verdi 12, 20121 Milano (MI)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Facebook' })).toBeVisible();
    // The latest published obituaries (other journeys publish for this partner too): each one, as the API lists it.
    const listed = (await (await page.request.get('/api/partners/getPartnerPage/1')).json()) as {
      data: { obituaries: Array<{ name: string; surname: string }> };
    };
    expect(listed.data.obituaries.length).toBeGreaterThan(0);
    for (const { name, surname } of listed.data.obituaries)
      await expect(page.getByRole('heading', { level: 3, name: `${name} ${surname}` }).first()).toBeVisible();

    const missing = await page.goto('/partner-page?999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner non trovato');
  });
});

test.describe('without JavaScript, the order form of a purchase card', () => {
  test.use({ javaScriptEnabled: false });

  test("is reached from the memorial's card and shows the deceased and the price, its fields waiting for the platform", async ({
    page,
  }) => {
    await page.goto('/memorial?0001000');
    await page.locator('[data-buy="dedica-cero"]').click();
    await expect(page).toHaveURL(/\/flowers\?dedica-cero&1000$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Lascia una dedica per Giuseppe Martinelli',
    );
    await expect(page).toHaveTitle('Lascia una dedica per Giuseppe Martinelli - Ricordo');
    await expect(page.locator('.pub-flowers__product')).toHaveText(/Cero votivo\s*Prezzo: 2,00\s€/);
    // Nothing can be typed or sent without the platform: nothing is lost, no order goes unchecked.
    await expect(page.getByLabel(/^Nome/)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Procedi al pagamento' })).toBeDisabled();
  });
});

test.describe('a tap on a purchase card before the platform has taken the memorial over', () => {
  test("loads the server's form at once, which takes input once the platform has started", async ({
    page,
  }) => {
    // The platform's scripts wait until the test lets them go: the tap surely comes before the take-over.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/shell/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/memorial?0001000', { waitUntil: 'commit' });
    const card = page.locator('[data-buy="dedica-cero"]');
    await expect(card).toBeVisible();
    await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(0);
    await card.click();
    await expect(page).toHaveURL(/\/flowers\?dedica-cero&1000$/);
    const form = page.locator('#ricordo-ssr form.pub-flowers');
    await expect(form.getByRole('heading', { level: 1 })).toHaveText(
      'Lascia una dedica per Giuseppe Martinelli',
    );
    await expect(form.getByLabel(/^Nome/)).toBeDisabled();
    const heading = await form.getByRole('heading', { level: 1 }).elementHandle();

    release();
    await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
    await expect(form.getByLabel(/^Nome/)).toBeEnabled();
    // Taken over in place: the server's heading is the remote's own.
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.locator('h1')).toHaveCount(1);
    await form.getByLabel(/^Nome/).fill('Lucia');
    await form.getByRole('button', { name: 'Procedi al pagamento' }).click();
    // The browser's checks run (the field typed into keeps its text).
    await expect(form.getByText('Devi accettare i termini').first()).toBeVisible();
    await expect(form.getByLabel(/^Nome/)).toHaveValue('Lucia');
  });
});

test.describe('with JavaScript, the remote takes over', () => {
  test('the condolence book: same content throughout, no spinner, no layout jump', async ({ page }) => {
    const text = `Ti ricorderemo sempre ${Date.now()}`;
    await publishCondolence(text);
    await watchPaint(page);
    await page.goto('/memorial-book?0001000');
    const remote = page.locator('[data-remote="mfe_public"]');
    // The remote's own markup, hydrated from the embedded data, with the form enabled.
    await expect(remote.getByRole('list', { name: 'Condoglianze' }).getByText(text)).toBeVisible();
    await expect(
      remote.getByRole('form', { name: 'Lascia un pensiero' }).getByRole('button', { name: 'Invia' }),
    ).toBeEnabled();
    // Hydrated in place: the server's node is the remote's own tree now.
    await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const seen = await watched(page);
    expect(seen.spinner).toBe(false);
    expect(seen.shift).toBeLessThan(0.05);
  });

  test('the partner page: same content throughout, no spinner, no layout jump', async ({ page }) => {
    await watchPaint(page);
    await page.goto('/partner-page?1');
    const remote = page.locator('[data-remote="mfe_public"]');
    await expect(remote.getByRole('heading', { level: 1 })).toHaveText(PARTNER);
    // Hydrated in place: the server's node is the remote's own tree now.
    await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const seen = await watched(page);
    expect(seen.spinner).toBe(false);
    expect(seen.shift).toBeLessThan(0.05);
  });

  test('the memorial page: no spinner, no layout jump, one photo element', async ({ page }) => {
    await watchPaint(page);
    await page.goto('/memorial?0001000');
    await expect(page.locator('[data-remote="mfe_public"] h1')).toHaveText('Giuseppe Martinelli');
    // Hydrated in place: the server's node is the remote's own tree now.
    await expect(page.locator('#ricordo-ssr[data-ssr-hydrated]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('img.pub-memorial-photo')).toHaveCount(1);
    const seen = await watched(page);
    expect(seen.spinner).toBe(false);
    expect(seen.shift).toBeLessThan(0.05);
  });
});

test.describe('compressed delivery', () => {
  test('built scripts come as brotli or gzip, decoding to the same bytes; the page as brotli', async ({
    request,
  }) => {
    const html = await request.get('/memorial?0001000', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers()['vary']).toMatch(/Accept-Encoding/i);
    const page = await html.text();
    const script = /<script defer(?:="defer")? src="(\/static\/shell\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeTruthy();
    const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const compressed = await request.get(script!, { headers: { 'Accept-Encoding': encoding } });
      expect(compressed.headers()['content-encoding']).toBe(encoding);
      expect(compressed.headers()['content-type']).toMatch(/javascript/);
      expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(compressed.headers()['content-length'])).toBeLessThan((await plain.body()).length);
      // The request context decodes the answer: the same bytes as the file.
      expect((await compressed.body()).equals(await plain.body())).toBe(true);
    }
  });
});
