// Server-rendered condolence book and partner page (readable without JavaScript), drawn by the public
// remote's render entry (here the contract's test entry, test-support/render-entry.ts), against the demo
// data: what the backend gathers and embeds, how it caches, and what it answers when the entry is missing or
// fails. The pages' markup is tested with the real entry in mfe-public (src/ssr/render.test.tsx).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishCondolence } from '../../test-support/condolence-helpers';
import { publishTestRenderEntry, writeTestRegistry } from '../../test-support/render-entry';
import { browser, csrfToken, startTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_SHELL_INDEX } from '../../test-support/test-shell';
import { Deceased } from '../deceased/deceased.entity';
import { PageCacheService } from '../deceased/page-cache.service';
import { Partner } from '../partners/partner.entity';
import { PartnersService } from '../partners/partners.service';

let testApp: TestApp;
let root: string;
let publishDir: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ricordo-ssr-'));
  const shellDist = join(root, 'shell-dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), TEST_SHELL_INDEX);
  publishDir = join(root, 'remotes');
  publishTestRenderEntry(publishDir, '1.0.0');
  testApp = await startTestApp({ shellDist, publishDir }, { OUTBOX_WORKER: '0' });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The test entry's version text and address (test-support/render-entry.ts), or null without its markup. */
const fixture = (html: string) => /<p class="fixture">([^<]*)<\/p>/.exec(html)?.[1] ?? null;

const embedded = (html: string) =>
  JSON.parse(
    /<script id="ricordo-ssr-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );

describe('server-rendered condolence book', () => {
  it('gives the render entry the deceased, the published condolences and the phrases, and sees a new one at once', async () => {
    const before = await request(testApp.url).get('/memorial-book?0001000').expect(200);
    expect(before.text).toContain('<title>Giuseppe Martinelli - Ricordo</title>');
    expect(before.text).not.toContain('<title>Ricordo</title>');
    expect(before.text).toContain(
      '<div id="ricordo-ssr" data-ssr-page="memorial-book" data-ssr-render="1"><h1>Giuseppe Martinelli</h1>',
    );
    expect(before.text).toMatch(/<link rel="canonical" href="http[^"]+\/memorial-book\?0001000">/);
    expect(before.text).toContain('<p class="fixture">versione 1.0.0 /memorial-book?0001000</p>');
    // The entry's critical style goes out with the page's nonce.
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(before.text)?.[1];
    expect(before.text).toContain(`<style nonce="${nonce}">.fixture{display:block}.fixture-0{`);
    const data = embedded(before.text);
    expect(data).toMatchObject({ page: 'memorial-book', condolenceLimit: 365, open: true });
    expect(data.deceased).toMatchObject({
      ID: 1000,
      name: 'Giuseppe',
      photo: ['/media/demo/deceased-1000.jpg'],
    });
    expect(data.phrases).toHaveLength(40);

    const text = `</script><img src=x onerror=alert(1)> Ciao nonno ${Date.now()}`;
    await publishCondolence(testApp, text, '<b>Lucia</b>');
    const after = await request(testApp.url).get('/memorial-book?1000').expect(200);
    const messages = embedded(after.text).messages as Array<{
      text: string;
      authorName: string;
      time: number;
    }>;
    expect(messages[0]).toMatchObject({ text, authorName: '<b>Lucia</b>' });
    expect(typeof messages[0].time).toBe('number');
    expect(after.text).not.toContain('<img src=x');
  });

  it('serves a hit from the cache until the deceased is invalidated', async () => {
    const cache = testApp.app.get(PageCacheService);
    const first = await request(testApp.url).get('/memorial-book?0001000').expect(200);
    await testApp.dataSource.query("UPDATE deceased SET surname = 'Martinelli Rossi' WHERE id = 1000");
    try {
      const cached = await request(testApp.url).get('/memorial-book?0001000').expect(200);
      expect(cached.text).toContain('<h1>Giuseppe Martinelli</h1>');
      expect(cached.text.replace(/content="[A-Za-z0-9+/=]{24}"|nonce="[A-Za-z0-9+/=]{24}"/g, '')).toBe(
        first.text.replace(/content="[A-Za-z0-9+/=]{24}"|nonce="[A-Za-z0-9+/=]{24}"/g, ''),
      );
      await cache.invalidate(1000);
      const fresh = await request(testApp.url).get('/memorial-book?0001000').expect(200);
      expect(fresh.text).toContain('<h1>Giuseppe Martinelli Rossi</h1>');
    } finally {
      await testApp.dataSource.query("UPDATE deceased SET surname = 'Martinelli' WHERE id = 1000");
      await cache.invalidate(1000);
    }
  });

  it('tells the render entry when the book is closed', async () => {
    // Demo 1001 was published long ago (the e2e closed-window test uses it too).
    const html = (await request(testApp.url).get('/memorial-book?0001001').expect(200)).text;
    expect(embedded(html)).toMatchObject({ page: 'memorial-book', open: false, condolenceLimit: 365 });
  });

  it('answers the plain shell for an unknown or invalid id', async () => {
    for (const path of [
      '/memorial-book?999999',
      '/memorial-book?abc',
      '/memorial-book',
      '/memorial-book?%E0%A4%A',
    ]) {
      const html = (await request(testApp.url).get(path).expect(200)).text;
      expect(html).not.toContain('ricordo-ssr-data');
      expect(html).toContain('<title>Ricordo</title>');
    }
  });
});

describe('server-rendered partner page', () => {
  it('gives the render entry logo, name, description, contacts, social links and recent obituaries', async () => {
    const html = (await request(testApp.url).get('/partner-page?1').expect(200)).text;
    expect(html).toContain('<title>Onoranze Funebri Bellini - Ricordo</title>');
    expect(html).toContain('<h1>Onoranze Funebri Bellini</h1>');
    const data = embedded(html);
    expect(data).toMatchObject({
      page: 'partner-page',
      id: 1,
      partner: {
        ID: 1,
        name: 'Onoranze Funebri Bellini',
        headerText: 'Onoranze funebri a Milano dal 1962',
        address: 'Via Giuseppe Verdi 12, 20121 Milano (MI)',
        email: 'info@onoranzebellini.example',
      },
    });
    expect(data.partner.logo).toMatch(/^\/media\//);
    expect(data.partner.description).toContain('Dal 1962 la famiglia Bellini accompagna');
    expect(data.partner.social).toContainEqual({
      network: 'facebook',
      url: 'https://www.facebook.com/onoranzebellini.example',
    });
    expect(data.partner.obituaries).toContainEqual(
      expect.objectContaining({ ID: 1000, name: 'Giuseppe', surname: 'Martinelli' }),
    );
  });

  it("answers 404 for an unknown or invalid id, with the render entry's 'Partner non trovato'", async () => {
    for (const path of ['/partner-page?999999', '/partner-page?abc', '/partner-page']) {
      const response = await request(testApp.url).get(path).expect(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<h1>Partner non trovato</h1>');
      expect(embedded(response.text)).toMatchObject({ page: 'partner-page', partner: null });
    }
  });

  it('shows a change made through PartnersService at once', async () => {
    const partners = testApp.dataSource.getRepository(Partner);
    const original = await partners.findOneByOrFail({ id: 1 });
    await request(testApp.url).get('/partner-page?1').expect(200);
    const service = testApp.app.get(PartnersService);
    const page = {
      description: '<script>alert(1)</script>\n\nSecondo paragrafo',
      headerText: 'Dal 1962 "sempre" con voi',
      logo: original.logo,
      website: original.website,
      email: original.email,
      telephone: original.telephone,
      mobile: original.mobile,
      address: original.address,
      socialLinks: JSON.parse(original.socialLinks ?? '{}') as Record<string, string>,
      media: JSON.parse(original.media ?? '[]') as string[],
    };
    try {
      await service.updatePublicPage(1, page);
      const html = (await request(testApp.url).get('/partner-page?1').expect(200)).text;
      expect(embedded(html).partner).toMatchObject({ headerText: 'Dal 1962 "sempre" con voi' });
      expect(html).not.toContain('<script>alert(1)');
    } finally {
      await partners.update(
        { id: 1 },
        { description: original.description, headerText: original.headerText },
      );
      await testApp.app.get(PageCacheService).invalidatePartnerPages();
    }
  });

  it('drops the cached partner pages when one of its deceased changes', async () => {
    const cache = testApp.app.get(PageCacheService);
    const obituary = (html: string) =>
      (embedded(html).partner.obituaries as Array<{ ID: number; name: string }>).find(
        (card) => card.ID === 1000,
      )?.name;
    await request(testApp.url).get('/partner-page?1').expect(200);
    await testApp.dataSource.query("UPDATE deceased SET name = 'Giuseppina' WHERE id = 1000");
    try {
      const cached = (await request(testApp.url).get('/partner-page?1').expect(200)).text;
      expect(obituary(cached)).toBe('Giuseppe');
      await cache.invalidate(1000);
      const fresh = (await request(testApp.url).get('/partner-page?1').expect(200)).text;
      expect(obituary(fresh)).toBe('Giuseppina');
    } finally {
      await testApp.dataSource.query("UPDATE deceased SET name = 'Giuseppe' WHERE id = 1000");
      await cache.invalidate(1000);
    }
  });
});

describe('server-rendered order form of a purchase card, shown at the first tap', () => {
  const ssrPageOf = (html: string) => /<div id="ricordo-ssr" data-ssr-page="([^"]+)"/.exec(html)?.[1] ?? null;

  it("gives the render entry the type, the deceased and the type's price, for the card's address only", async () => {
    const html = (await request(testApp.url).get('/flowers?dedica-cero&0001000').expect(200)).text;
    expect(ssrPageOf(html)).toBe('flowers');
    expect(html).toContain('<h1>Giuseppe Martinelli</h1>');
    // One entry per deceased and type, whichever way the id is written.
    expect(html).toContain('<p class="fixture">versione 1.0.0 /flowers?dedica-cero&amp;1000</p>');
    expect(embedded(html)).toEqual({
      page: 'flowers',
      type: 'dedica-cero',
      deceased: { ID: 1000, name: 'Giuseppe', surname: 'Martinelli' },
      price: 200,
      products: [],
    });
    const flowers = embedded((await request(testApp.url).get('/flowers?fiori-reali&1000').expect(200)).text);
    expect(flowers).toMatchObject({ type: 'fiori-reali', price: null });
    expect(flowers.products.map((product: { key: string }) => product.key)).toEqual([
      'fiori1',
      'fiori2',
      'fiori3',
    ]);
    expect(flowers.products[0]).toMatchObject({ key: 'fiori1', price: 1000 });
  });

  it('answers the plain shell for other addresses, unknown deceased and types it cannot sell', async () => {
    for (const address of [
      '/flowers',
      '/flowers?dedica-cero&0009999',
      '/flowers?dedica-rosa&1000',
      '/flowers?type=dedica-cero&deceasedID=1000',
      '/flowers?dedica-cero&1000&message=Ciao',
      '/flowers?dedica-cero&abc',
    ]) {
      const html = (await request(testApp.url).get(address).expect(200)).text;
      expect(ssrPageOf(html), address).toBeNull();
      expect(html, address).toContain('<title>Ricordo</title>');
    }
  });

  it('follows the price list: a new price at the next request, no page for a type without a price', async () => {
    const setPrice = (cents: number | null) =>
      testApp.dataSource.query('UPDATE products SET price_cents = ? WHERE `key` = ?', [
        cents,
        'dedica-fiori',
      ]);
    const before = embedded((await request(testApp.url).get('/flowers?dedica-fiori&1000').expect(200)).text);
    try {
      await setPrice(350);
      const changed = (await request(testApp.url).get('/flowers?dedica-fiori&1000').expect(200)).text;
      expect(embedded(changed).price).toBe(350);
      await setPrice(null);
      const none = (await request(testApp.url).get('/flowers?dedica-fiori&1000').expect(200)).text;
      expect(ssrPageOf(none)).toBeNull();
    } finally {
      await setPrice(before.price);
    }
  });
});

describe('the render entry of the published version', () => {
  it('renders with the version the registry points at: a new one at the next request, the old one after a rollback', async () => {
    expect(fixture((await request(testApp.url).get('/memorial?0001000').expect(200)).text)).toBe(
      'versione 1.0.0 /memorial?0001000',
    );
    try {
      publishTestRenderEntry(publishDir, '1.1.0', { text: 'testo nuovo' });
      const published = (await request(testApp.url).get('/memorial?0001000').expect(200)).text;
      expect(fixture(published)).toBe('testo nuovo /memorial?0001000');
      expect(published).toContain('"version":"1.1.0"');
      // The browser's registry keeps its form: no render entry path in the page.
      expect(published).not.toContain('render.cjs');
    } finally {
      publishTestRenderEntry(publishDir, '1.0.0');
    }
    expect(fixture((await request(testApp.url).get('/memorial?0001000').expect(200)).text)).toBe(
      'versione 1.0.0 /memorial?0001000',
    );
  });

  it('serves the page without server markup, and logs why, when the entry throws or is missing', async () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // What the page's own services logged: the spy also hears the rest of the app (a job on MariaDB).
    const webErrors = () =>
      logged.mock.calls.filter((_, i) =>
        ['RenderEntryService', 'RegistryService'].includes(
          (logged.mock.contexts[i] as { context?: string } | undefined)?.context ?? '',
        ),
      );
    try {
      publishTestRenderEntry(publishDir, '1.2.0', { throws: 'rottura di prova' });
      for (const path of ['/memorial?0001000', '/memorial-book?0001000', '/partner-page?1']) {
        const html = (await request(testApp.url).get(path).expect(200)).text;
        expect(html).not.toContain('id="ricordo-ssr"');
        expect(html).toContain('<title>Ricordo</title>');
        expect(html).toContain('"version":"1.2.0"');
      }
      // An unknown partner keeps its status.
      await request(testApp.url).get('/partner-page?999999').expect(404);
      const reasons = webErrors().map(([entry]) => JSON.stringify(entry));
      expect(
        reasons.some((line) => line.includes('render entry failed') && line.includes('rottura di prova')),
      ).toBe(true);
      // The same failure again within the minute: served the same way, not logged again.
      const memorialFailures = () =>
        logged.mock.calls.filter(([entry]) => (entry as { page?: string }).page === 'memorial').length;
      expect(memorialFailures()).toBe(1);
      for (let i = 0; i < 3; i++) {
        const again = (await request(testApp.url).get('/memorial?0001000').expect(200)).text;
        expect(again).not.toContain('id="ricordo-ssr"');
      }
      expect(memorialFailures()).toBe(1);

      logged.mockClear();
      publishTestRenderEntry(publishDir, '1.3.0', { missing: true });
      const html = (await request(testApp.url).get('/memorial?0001000').expect(200)).text;
      expect(html).not.toContain('id="ricordo-ssr"');
      expect(JSON.stringify(logged.mock.calls)).toContain('1.3.0/ssr/render.cjs');

      // A registry entry without `render` (a version built before render entries): no markup, nothing logged.
      logged.mockClear();
      writeTestRegistry(publishDir, {
        mfe_public: { version: '0.9.0', entry: '/remotes/mfe_public/0.9.0/mf-manifest.json' },
      });
      const older = (await request(testApp.url).get('/memorial?0001000').expect(200)).text;
      expect(older).not.toContain('id="ricordo-ssr"');
      expect(webErrors()).toEqual([]);
    } finally {
      publishTestRenderEntry(publishDir, '1.0.0');
    }
    expect(fixture((await request(testApp.url).get('/memorial?0001000').expect(200)).text)).toBe(
      'versione 1.0.0 /memorial?0001000',
    );
  });
});

describe('render entries kept loaded', () => {
  const entryFile = (version: string) => join(publishDir, 'mfe_public', version, 'ssr', 'render.cjs');
  const loaded = (version: string) => entryFile(version) in createRequire(entryFile(version)).cache;
  const rendered = async (path = '/memorial?0001000') =>
    fixture((await request(testApp.url).get(path).expect(200)).text);

  it('keeps the published version and the one before it, the newest used last', async () => {
    try {
      for (const version of ['3.0.0', '3.1.0']) {
        publishTestRenderEntry(publishDir, version);
        expect(await rendered()).toBe(`versione ${version} /memorial?0001000`);
      }
      // Rolled back to 3.0.0 (its memorial page comes from the page cache; a page not cached yet is rendered),
      // then 3.2.0 published: 3.1.0 is the one that goes.
      publishTestRenderEntry(publishDir, '3.0.0');
      expect(await rendered('/memorial-book?0001000')).toBe('versione 3.0.0 /memorial-book?0001000');
      publishTestRenderEntry(publishDir, '3.2.0');
      expect(await rendered()).toBe('versione 3.2.0 /memorial?0001000');
      expect([loaded('3.0.0'), loaded('3.1.0'), loaded('3.2.0')]).toEqual([true, false, true]);
      // A version that went is loaded again from its folder when the registry points at it.
      publishTestRenderEntry(publishDir, '3.1.0');
      expect(await rendered('/memorial-book?0001000')).toBe('versione 3.1.0 /memorial-book?0001000');
      expect([loaded('3.0.0'), loaded('3.1.0'), loaded('3.2.0')]).toEqual([false, true, true]);
    } finally {
      publishTestRenderEntry(publishDir, '1.0.0');
    }
  });
});

describe('a condolence window set by CONDOLENCE_LIMIT_DAYS', () => {
  let shortWindow: TestApp;

  beforeAll(async () => {
    const shellDist = join(root, 'shell-dist');
    shortWindow = await startTestApp(
      { shellDist, publishDir, condolenceLimitDays: 30 },
      { OUTBOX_WORKER: '0' },
    );
  });

  afterAll(async () => {
    await shortWindow?.close();
  });

  it('is served by getBookLimit, closes the book for signing and is given to the render entry', async () => {
    const limit = await request(shortWindow.url).get('/api/condolences/getBookLimit').expect(200);
    expect(limit.body.data).toEqual({ condolenceLimit: 30 });
    // A deceased published 40 days ago: open with the default 365, closed with 30.
    await shortWindow.dataSource
      .getRepository(Deceased)
      .update({ id: 1001 }, { publicationTime: new Date(Date.now() - 40 * 86_400_000) });
    const html = (await request(shortWindow.url).get('/memorial-book?0001001').expect(200)).text;
    expect(embedded(html)).toMatchObject({ condolenceLimit: 30, open: false });
    const agent = await browser(shortWindow);
    const refused = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({
        name: 'Lucia',
        text: 'Un abbraccio',
        qrcode: '0001001',
        accountName: 'Lucia',
        accountSurname: 'Ferri',
        number: '3479876543',
        terms: true,
      });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toContain('30 giorni');
  });
});
