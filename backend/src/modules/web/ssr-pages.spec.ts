// Server-rendered condolence book and partner page (issue 4 item 3), against the demo data.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCondolence } from '../../test-support/condolence-helpers';
import { browser, csrfToken, startTestApp, type TestApp } from '../../test-support/test-app';
import { Deceased } from '../deceased/deceased.entity';
import { PageCacheService } from '../deceased/page-cache.service';
import { Partner } from '../partners/partner.entity';
import { PartnersService } from '../partners/partners.service';

let testApp: TestApp;
let root: string;

const INDEX =
  '<!doctype html><html><head><title>Ricordo</title><!--ricordo:registry--></head><body><div id="root"></div><!--ricordo:ssr--></body></html>';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ricordo-ssr-'));
  const shellDist = join(root, 'shell-dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX);
  testApp = await startTestApp({ shellDist, publishDir: join(root, 'remotes') }, { OUTBOX_WORKER: '0' });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(root, { recursive: true, force: true });
});

const embedded = (html: string) =>
  JSON.parse(
    /<script id="ricordo-ssr-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );

describe('server-rendered condolence book', () => {
  it('answers the header, the form and the published condolences, and sees a new one at once', async () => {
    const before = await request(testApp.url).get('/memorial-book?0001000').expect(200);
    expect(before.text).toContain('<title>Libro delle condoglianze - Giuseppe Martinelli - Ricordo</title>');
    expect(before.text).not.toContain('<title>Ricordo</title>');
    expect(before.text).toContain('<h1 id="pub-book-title">Giuseppe Martinelli</h1>');
    expect(before.text).toContain('<p class="pub-book-dates">12/03/1931 – 02/11/2019</p>');
    expect(before.text).toMatch(
      /<img class="pub-book-photo" src="\/media\/demo\/deceased-1000.jpg" alt="Giuseppe Martinelli" width="120" height="150"/,
    );
    expect(before.text).toContain(
      '<meta property="og:title" content="Libro delle condoglianze - Giuseppe Martinelli">',
    );
    expect(before.text).toMatch(/<link rel="canonical" href="http[^"]+\/memorial-book\?0001000">/);
    expect(before.text).toMatch(
      /<meta property="og:image" content="http[^"]+\/media\/demo\/deceased-1000.jpg">/,
    );
    // The form is there (disabled until the remote takes over), with the 22 phrases and no overlay.
    expect(before.text).toContain(
      '<form novalidate="" aria-label="Lascia un pensiero"><fieldset disabled=""',
    );
    const phraseSelect = /<select id="ssr-book-phrase"[^>]*>(.*?)<\/select>/.exec(before.text)?.[1] ?? '';
    expect(phraseSelect.match(/<option value="\d+">/g)).toHaveLength(22);
    expect(before.text).not.toContain('<p class="pub-book-overlay"');
    // The kit's box rules for the fields, scoped to the server's node, before the kit's stylesheet arrives.
    expect(before.text).toContain(
      '#ricordo-ssr *,#ricordo-ssr *::before,#ricordo-ssr *::after{box-sizing:border-box}',
    );
    expect(before.text).toContain(
      '#ricordo-ssr .rc-field__input{width:100%;min-height:var(--rc-touch-target,44px)',
    );
    expect(before.text).toContain('#ricordo-ssr .rc-checkbox input{width:1.25rem');
    const data = embedded(before.text);
    expect(data).toMatchObject({ page: 'memorial-book', condolenceLimit: 365, open: true });
    expect(data.deceased.ID).toBe(1000);
    expect(data.phrases).toHaveLength(22);

    const text = `</script><img src=x onerror=alert(1)> Ciao nonno ${Date.now()}`;
    await publishCondolence(testApp, text, '<b>Lucia</b>');
    const after = await request(testApp.url).get('/memorial-book?1000').expect(200);
    const escaped = text.replace(
      '</script><img src=x onerror=alert(1)>',
      '&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(after.text).toContain(`<p class="pub-book-text">${escaped}</p>`);
    expect(after.text).toContain('<strong>&lt;b&gt;Lucia&lt;/b&gt;</strong> · <time>');
    expect(after.text).not.toContain('<img src=x');
    expect(after.text).not.toContain('<b>Lucia</b>');
    expect(after.text).toMatch(/<time>\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}<\/time>/);
    const messages = embedded(after.text).messages as Array<{ text: string; authorName: string }>;
    expect(messages[0]).toMatchObject({ text, authorName: '<b>Lucia</b>' });
    // The JSON cannot close its script element.
    expect(after.text).toContain('\\u003c/script>\\u003cimg');
  });

  it('serves a hit from the cache until the deceased is invalidated', async () => {
    const cache = testApp.app.get(PageCacheService);
    const first = await request(testApp.url).get('/memorial-book?0001000').expect(200);
    await testApp.dataSource.query("UPDATE deceased SET surname = 'Martinelli Rossi' WHERE id = 1000");
    try {
      const cached = await request(testApp.url).get('/memorial-book?0001000').expect(200);
      expect(cached.text).toContain('<h1 id="pub-book-title">Giuseppe Martinelli</h1>');
      expect(cached.text.replace(/content="[A-Za-z0-9+/=]{24}"|nonce="[A-Za-z0-9+/=]{24}"/g, '')).toBe(
        first.text.replace(/content="[A-Za-z0-9+/=]{24}"|nonce="[A-Za-z0-9+/=]{24}"/g, ''),
      );
      await cache.invalidate(1000);
      const fresh = await request(testApp.url).get('/memorial-book?0001000').expect(200);
      expect(fresh.text).toContain('<h1 id="pub-book-title">Giuseppe Martinelli Rossi</h1>');
    } finally {
      await testApp.dataSource.query("UPDATE deceased SET surname = 'Martinelli' WHERE id = 1000");
      await cache.invalidate(1000);
    }
  });

  it('shows the closed-window overlay when the book is closed', async () => {
    // Demo 1001 was published long ago (the e2e closed-window test uses it too).
    const html = (await request(testApp.url).get('/memorial-book?0001001').expect(200)).text;
    expect(html).toContain(
      '<p class="pub-book-overlay" role="note">Le Condoglianze possono essere lasciate entro 365 giorni dalla data di pubblicazione</p>',
    );
    expect(html).toContain('<div class="pub-book-form pub-book-form--closed">');
    expect(html).toContain('<button type="submit" class="rc-button rc-button--primary" disabled="">');
    expect(embedded(html)).toMatchObject({ open: false });
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
  it('answers logo, name, description, contacts, address, social links and recent obituaries', async () => {
    const response = await request(testApp.url).get('/partner-page?1').expect(200);
    const html = response.text;
    expect(html).toContain('<title>Onoranze Funebri Bellini - Ricordo</title>');
    expect(html).toContain('<h1 id="pub-partner-title">Onoranze Funebri Bellini</h1>');
    expect(html).toMatch(
      /<img class="pub-partner-logo" src="\/media\/[^"]+" alt="Logo di Onoranze Funebri Bellini" width="96" height="96">/,
    );
    expect(html).toContain('<p class="pub-partner-tagline">Onoranze funebri a Milano dal 1962</p>');
    expect(html).toContain('<p>Dal 1962 la famiglia Bellini accompagna');
    expect(html).toContain('<dt>Indirizzo</dt><dd>Via Giuseppe Verdi 12, 20121 Milano (MI)</dd>');
    expect(html).toContain('<dt>Telefono</dt><dd><a href="tel:+390212345678">+39 0212345678</a></dd>');
    expect(html).toContain('<a href="mailto:info@onoranzebellini.example">info@onoranzebellini.example</a>');
    expect(html).toContain(
      '<li><a href="https://www.facebook.com/onoranzebellini.example" target="_blank" rel="noopener noreferrer">Facebook</a></li>',
    );
    expect(html).toContain('<h2 id="pub-partner-obituaries">Necrologi recenti</h2>');
    expect(html).toContain(
      '<h3>Giuseppe Martinelli</h3><p>12/03/1931 – 02/11/2019</p><p>Cimitero Monumentale, Milano</p>',
    );
    expect(html).toContain('<a href="/memorial-book?0001000">Libro delle condoglianze</a>');
    expect(html).toContain('<meta property="og:title" content="Onoranze Funebri Bellini">');
    expect(embedded(html)).toMatchObject({
      page: 'partner-page',
      id: 1,
      partner: { ID: 1, name: 'Onoranze Funebri Bellini' },
    });
  });

  it("answers 'Partner non trovato' with 404 for an unknown or invalid id", async () => {
    for (const path of ['/partner-page?999999', '/partner-page?abc', '/partner-page']) {
      const response = await request(testApp.url).get(path).expect(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<h1 id="pub-partner-title">Partner non trovato</h1>');
      expect(response.text).toContain('<title>Partner non trovato - Ricordo</title>');
      expect(embedded(response.text)).toMatchObject({ page: 'partner-page', partner: null });
    }
  });

  it('escapes what the partner wrote and shows a change made through PartnersService at once', async () => {
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
      expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>Secondo paragrafo</p>');
      expect(html).toContain('<p class="pub-partner-tagline">Dal 1962 &quot;sempre&quot; con voi</p>');
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
    await request(testApp.url).get('/partner-page?1').expect(200);
    await testApp.dataSource.query("UPDATE deceased SET name = 'Giuseppina' WHERE id = 1000");
    try {
      const cached = (await request(testApp.url).get('/partner-page?1').expect(200)).text;
      expect(cached).toContain('<h3>Giuseppe Martinelli</h3>');
      await cache.invalidate(1000);
      const fresh = (await request(testApp.url).get('/partner-page?1').expect(200)).text;
      expect(fresh).toContain('<h3>Giuseppina Martinelli</h3>');
    } finally {
      await testApp.dataSource.query("UPDATE deceased SET name = 'Giuseppe' WHERE id = 1000");
      await cache.invalidate(1000);
    }
  });
});

describe('a condolence window set by CONDOLENCE_LIMIT_DAYS', () => {
  let shortWindow: TestApp;

  beforeAll(async () => {
    const shellDist = join(root, 'shell-dist');
    shortWindow = await startTestApp(
      { shellDist, publishDir: join(root, 'remotes'), condolenceLimitDays: 30 },
      { OUTBOX_WORKER: '0' },
    );
  });

  afterAll(async () => {
    await shortWindow?.close();
  });

  it('is served by getBookLimit, closes the book for signing and is drawn in the overlay', async () => {
    const limit = await request(shortWindow.url).get('/api/condolences/getBookLimit').expect(200);
    expect(limit.body.data).toEqual({ condolenceLimit: 30 });
    // A deceased published 40 days ago: open with the default 365, closed with 30.
    await shortWindow.dataSource
      .getRepository(Deceased)
      .update({ id: 1001 }, { publicationTime: new Date(Date.now() - 40 * 86_400_000) });
    const html = (await request(shortWindow.url).get('/memorial-book?0001001').expect(200)).text;
    expect(html).toContain('entro 30 giorni dalla data di pubblicazione</p>');
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

describe('server-rendered biography', () => {
  it('shows the stored rich text cleaned again: headings under CHI ERA, fonts as classes, no script', async () => {
    // Written straight into the table, as an older or tampered row would be: the page cleans it again.
    const stored =
      '<h1>Una vita</h1><p>Tipografo <strong>a Brera</strong>, <span style="font-family: Cookie">poeta</span>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"></p><h3>Famiglia</h3>' +
      '<ul><li><a href="https://ricordo.it/x" onclick="x()">sito</a></li><li><a href="javascript:alert(3)">no</a></li></ul>';
    const [{ bio: before }] = await testApp.dataSource.query(
      'SELECT bio FROM memorials WHERE deceased_id = 1000',
    );
    await testApp.dataSource.query('UPDATE memorials SET bio = ? WHERE deceased_id = 1000', [stored]);
    await testApp.app.get(PageCacheService).invalidate(1000);
    try {
      const html = (await request(testApp.url).get('/memorial?0001000').expect(200)).text;
      const section = /<section[^>]*pub-bio-title[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '';
      expect(section).toBe(
        '<h2 id="pub-bio-title">CHI ERA</h2><div class="pub-bio"><h3>Una vita</h3><p>Tipografo ' +
          '<strong>a Brera</strong>, <span class="rt-font-cookie">poeta</span></p><h5>Famiglia</h5><ul><li>' +
          '<a href="https://ricordo.it/x" rel="noopener nofollow">sito</a></li><li><span>no</span></li></ul></div>',
      );
      expect(html).toContain('.rt-font-cookie{font-family:Cookie,cursive}');
    } finally {
      await testApp.dataSource.query('UPDATE memorials SET bio = ? WHERE deceased_id = 1000', [before]);
      await testApp.app.get(PageCacheService).invalidate(1000);
    }
  });
});
