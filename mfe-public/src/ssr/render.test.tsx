// @vitest-environment node
// The server render entry: the memorial, condolence book, partner page and order form drawn by the same
// components the browser uses, from the data the backend gives (ported from the backend's hand-written
// pages' specs: backend/src/modules/web/{web,ssr-pages}.spec.ts, which now test the backend's side).
import { describe, expect, it, vi } from 'vitest';
import { render, RENDER_API, type RenderRequest } from './render';

// The critical style's stylesheets, read from disk (Vitest empties CSS imports).
vi.mock('./stylesheets', () => import('./stylesheets.node'));

const deceased = {
  result: 'success',
  ID: 1000,
  name: 'Giuseppe',
  surname: 'Martinelli',
  gender: 'M',
  dateOfBirth: '1931-03-12',
  dateOfDeath: '2019-11-02',
  time: 1572700000,
  aphorism: "Sol chi non lascia eredità d'affetti poca gioia ha dell'urna.",
  graveyardName: 'Cimitero Monumentale',
  graveProvince: 'Milano',
  graveLocation: 'Milano',
  photo: ['/media/demo/deceased-1000.jpg'],
  'photo-lapide': null,
  partner: { ID: 1, name: 'Onoranze Funebri Bellini' },
  memorial: {
    // As an older or tampered row would be: the page keeps only the allow-list.
    bio:
      '<h1>Una vita</h1><p>Tipografo <strong>a Brera</strong>, <span class="rt-font-cookie">poeta</span>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"></p><h3>Famiglia</h3>' +
      '<ul><li><a href="https://ricordo.it/x" onclick="x()">sito</a></li><li><a href="javascript:alert(3)">no</a></li></ul>',
    expirationDate: 4102444800,
  },
  memorialMedia: [
    { ID: 1, type: 'image', file: '/media/demo/memorial-1000-landscape.jpg' },
    { ID: 2, type: 'image', file: '/media/demo/memorial-1000-portrait.jpg' },
    { ID: 3, type: 'image', file: '/media/demo/memorial-1000-candle.jpg' },
  ],
  dedic: [
    { ID: 1, type: 'dedica-cero', time: 1761991200, status: 'pending', text: '', showAuthor: 0, media: null },
    {
      ID: 2,
      type: 'dedica-fiori',
      time: 1761991200,
      status: 'accepted',
      text: 'Ciao nonno Giuseppe, i tuoi Navigli ci parlano ancora di te.',
      showAuthor: 'I nipoti',
      media: null,
    },
  ],
  lamp: null,
  bookOpen: true,
};

const ask = (request: Omit<RenderRequest, 'publicUrl'>) =>
  render({ publicUrl: 'https://ricordo.test', ...request });

const embedded = (body: string) =>
  JSON.parse(
    /<script id="ricordo-ssr-data" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null',
  );

describe('the memorial page', () => {
  it('draws name, dates, photo, cemetery, aphorism, gallery, biography, dedications and the purchase cards', async () => {
    const page = await ask({
      page: 'memorial',
      url: '/memorial?0001000',
      data: deceased,
      pageUrl: 'https://ricordo.test/memorial?0001000',
    });
    expect(RENDER_API).toBe(1);
    const body = page.body;
    expect(body).toMatch(
      /^<div id="ricordo-ssr" data-ssr-page="memorial" data-ssr-render="1"><div class="pub-root"/,
    );
    expect(body).toContain('<h1 id="pub-memorial-name">Giuseppe Martinelli</h1>');
    expect(body).toContain(
      '<time dateTime="1931-03-12">12/03/1931</time> – <time dateTime="2019-11-02">02/11/2019</time>',
    );
    // The LCP photo: sized, high priority, drawn as soon as decoded.
    expect(body).toContain(
      '<img class="pub-memorial-photo" src="/media/demo/deceased-1000.jpg" alt="Giuseppe Martinelli" width="320" height="400" fetchPriority="high"/>',
    );
    expect(page.preload).toBe(
      '<link rel="preload" as="image" href="/media/demo/deceased-1000.jpg" fetchpriority="high">',
    );
    expect(body).not.toMatch(/<link [^>]*preload/);
    expect(body).toContain('Sol chi non lascia eredità d&#x27;affetti poca gioia ha dell&#x27;urna.');
    expect(body).toContain('<strong>Cimitero Monumentale</strong>, <!-- -->Milano</p>');
    expect(body).toContain('data-gallery-collapsed="true"');
    expect(body).toContain('src="/media/demo/memorial-1000-candle.jpg"');
    expect(body.indexOf('pub-gallery-title')).toBeLessThan(body.indexOf('pub-bio-title'));
    const bio = /<section[^>]*pub-bio-title[^>]*>(.*?)<\/section>/.exec(body)?.[1] ?? '';
    // spec panels §9: the biography comes collapsed to 4 lines; the browser adds 'Continua a leggere'.
    expect(bio.replace(/ id="rc-long-text-[\w-]+"/, '')).toBe(
      '<h2 id="pub-bio-title">CHI ERA</h2><div class="rc-long-text pub-bio">' +
        '<div class="rc-long-text__body rc-long-text__body--collapsed"><h3>Una vita</h3><p>Tipografo ' +
        '<strong>a Brera</strong>, <span class="rt-font-cookie">poeta</span></p><h5>Famiglia</h5><ul><li>' +
        '<a href="https://ricordo.it/x" rel="noopener nofollow">sito</a></li><li><span>no</span></li></ul></div>' +
        '</div>',
    );
    expect(body.slice(0, body.indexOf('<script id="ricordo-ssr-data"'))).not.toContain('alert(');
    expect(body).toContain('In attesa di accettazione');
    expect(body).toContain('Ciao nonno Giuseppe, i tuoi Navigli ci parlano ancora di te.');
    expect(body).toContain('I nipoti');
    expect(body).toContain('href="/flowers?dedica-cero&amp;1000"');
    expect(body).toContain('href="/flowers?fiori-reali&amp;1000"');
    expect(body).toContain('<a href="/partner-page?1"');
    expect(embedded(body)).toEqual(deceased);
    // Sharing data and the critical style.
    expect(page.head).toContain('<title>Giuseppe Martinelli - Ricordo</title>');
    expect(page.head).toContain('<meta property="og:type" content="profile">');
    expect(page.head).toContain('<meta property="og:title" content="Giuseppe Martinelli">');
    expect(page.head).toContain('content="12/03/1931 – 02/11/2019');
    expect(page.head).toContain(
      '<meta property="og:image" content="https://ricordo.test/media/demo/deceased-1000.jpg">',
    );
    expect(page.head).toContain('<link rel="canonical" href="https://ricordo.test/memorial?0001000">');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.head)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Person',
      name: 'Giuseppe Martinelli',
      birthDate: '1931-03-12',
      deathDate: '2019-11-02',
    });
    expect(page.css).toContain('.pub-memorial-photo{');
  });

  it('escapes what the database holds, in the markup, the head and the embedded JSON', async () => {
    const page = await ask({
      page: 'memorial',
      url: '/memorial?1000',
      data: { ...deceased, aphorism: '</script><b>x</b>', name: '<i>G</i>' },
      pageUrl: 'https://ricordo.test/memorial?1000',
    });
    expect(page.body).toContain('&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(page.body).toContain('\\u003c/script>\\u003cb>x\\u003c/b>');
    expect(page.body).not.toContain('<b>x</b>');
    expect(page.head).toContain('<title>&lt;i&gt;G&lt;/i&gt; Martinelli - Ricordo</title>');
  });
});

const book = {
  page: 'memorial-book',
  deceased,
  condolenceLimit: 365,
  open: true,
  messages: [
    {
      ID: 9,
      authorName: '<b>Lucia</b>',
      text: '</script><img src=x onerror=alert(1)> Ciao nonno',
      time: 1761991200,
    },
  ],
  phrases: ['Sentite condoglianze.', 'Con affetto.'],
};

describe('the condolence book', () => {
  it('draws the header, the form (disabled until the browser takes over) and the condolences, escaped', async () => {
    const page = await ask({
      page: 'memorial-book',
      url: '/memorial-book?0001000',
      data: book,
      pageUrl: 'https://ricordo.test/memorial-book?0001000',
    });
    expect(page.head).toContain('<title>Libro delle condoglianze - Giuseppe Martinelli - Ricordo</title>');
    expect(page.head).toContain(
      '<meta property="og:title" content="Libro delle condoglianze - Giuseppe Martinelli">',
    );
    const body = page.body;
    expect(body).toContain('<h1 id="pub-book-title">Giuseppe Martinelli</h1>');
    expect(body).toContain('<p class="pub-book-dates">12/03/1931 – 02/11/2019</p>');
    expect(body).toMatch(
      /<img class="pub-book-photo" src="\/media\/demo\/deceased-1000.jpg" alt="Giuseppe Martinelli" width="120" height="150"/,
    );
    expect(body).toContain('<a href="/memorial?0001000"');
    expect(body).toContain('<form noValidate="" aria-label="Lascia un pensiero"><fieldset disabled=""');
    const phrases = /<select [^>]*>(.*?)<\/select>/.exec(body)?.[1] ?? '';
    expect(phrases.match(/<option value="\d+">/g)).toHaveLength(2);
    expect(body).not.toContain('pub-book-overlay');
    expect(body).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; Ciao nonno');
    expect(body).toContain('&lt;b&gt;Lucia&lt;/b&gt;');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('\\u003c/script>\\u003cimg');
    expect(embedded(body)).toEqual(book);
    expect(page.css).toContain(
      '#ricordo-ssr .rc-field__input{width:100%;min-height:var(--rc-touch-target,44px)',
    );
  });

  it('shows the closed-window overlay when the book is closed', async () => {
    const page = await ask({
      page: 'memorial-book',
      url: '/memorial-book?0001000',
      // deceasedData says whether the book is open (the backend passes the same as `open`).
      data: { ...book, deceased: { ...deceased, bookOpen: false }, open: false, condolenceLimit: 30 },
      pageUrl: 'https://ricordo.test/memorial-book?0001000',
    });
    expect(page.body).toContain('entro 30 giorni dalla data di pubblicazione');
    expect(page.body).toContain('pub-book-form--closed');
  });
});

const partner = {
  ID: 1,
  name: 'Onoranze Funebri Bellini',
  type: 'funeral-home',
  description: '<script>alert(1)</script>\n\nSecondo paragrafo',
  headerText: 'Dal 1962 "sempre" con voi',
  logo: '/media/partner/logo.jpg',
  website: null,
  email: 'info@onoranzebellini.example',
  telephone: '+39-0212345678',
  mobile: null,
  address: 'Via Giuseppe Verdi 12, 20121 Milano (MI)',
  social: [{ network: 'facebook', url: 'https://www.facebook.com/onoranzebellini.example' }],
  media: [],
  obituaries: [
    {
      ID: 1000,
      name: 'Giuseppe',
      surname: 'Martinelli',
      dateOfBirth: '1931-03-12',
      dateOfDeath: '2019-11-02',
      graveyardName: 'Cimitero Monumentale',
      graveLocation: 'Milano',
      photo: null,
    },
  ],
};

describe('the partner page', () => {
  it('draws name, tagline, description, contacts, social links and recent obituaries, escaped', async () => {
    const page = await ask({
      page: 'partner-page',
      url: '/partner-page?1',
      data: { page: 'partner-page', id: 1, partner },
      pageUrl: 'https://ricordo.test/partner-page?1',
    });
    expect(page.head).toContain('<title>Onoranze Funebri Bellini - Ricordo</title>');
    const body = page.body;
    expect(body).toContain('<h1 id="pub-partner-title">Onoranze Funebri Bellini</h1>');
    expect(body).toContain('alt="Logo di Onoranze Funebri Bellini"');
    expect(body).toContain('Dal 1962 &quot;sempre&quot; con voi');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('Via Giuseppe Verdi 12, 20121 Milano (MI)');
    expect(body).toContain('href="tel:+390212345678"');
    expect(body).toContain('href="mailto:info@onoranzebellini.example"');
    expect(body).toContain('href="https://www.facebook.com/onoranzebellini.example"');
    expect(body).toContain('Necrologi recenti');
    expect(body).toContain('<a href="/memorial-book?0001000"');
  });

  it("draws 'Partner non trovato' for an unknown partner, not indexed", async () => {
    const page = await ask({
      page: 'partner-page',
      url: '/partner-page?999',
      data: { page: 'partner-page', id: 999, partner: null },
      pageUrl: 'https://ricordo.test/partner-page?999',
    });
    expect(page.head).toBe(
      '<title>Partner non trovato - Ricordo</title><meta name="robots" content="noindex">',
    );
    expect(page.body).toContain('<h1 id="pub-partner-title">Partner non trovato</h1>');
  });
});

describe("a purchase card's order form", () => {
  const flowers = {
    page: 'flowers',
    type: 'dedica-cero',
    deceased: { ID: 1000, name: 'Giuseppe', surname: 'Martinelli' },
    price: 250,
    products: [],
  };

  it("draws the form with the deceased's name and the server's price, disabled until the browser takes over", async () => {
    const page = await ask({
      page: 'flowers',
      url: '/flowers?dedica-cero&1000',
      data: flowers,
      pageUrl: 'https://ricordo.test/flowers?dedica-cero&1000',
    });
    expect(page.head).toBe(
      '<title>Lascia una dedica per Giuseppe Martinelli - Ricordo</title><meta name="robots" content="noindex">',
    );
    const body = page.body;
    expect(body).toMatch(/^<div id="ricordo-ssr" data-ssr-page="flowers" data-ssr-render="1">/);
    expect(body).toContain('<form class="pub-card-page pub-form pub-flowers" noValidate=""');
    expect(body).toContain('<h1 id="pub-flowers-title">Lascia una dedica per Giuseppe Martinelli</h1>');
    const text = body.replace(/<!-- -->/g, '');
    expect(text).toContain('<strong>Cero votivo</strong><span>Prezzo: 2,50 €</span>');
    expect(text).toContain('Totale: <strong>2,50 €</strong>');
    // Every field and the button wait for the browser: nothing typed is lost, no order goes without it.
    expect(body.match(/<fieldset class="pub-flowers__section" disabled="">/g)).toHaveLength(2);
    expect(body).toMatch(/<button type="submit"[^>]* disabled=""/);
    expect(embedded(body)).toEqual(flowers);
    expect(page.css).toContain('.pub-flowers__section{');
    expect(page.css).toContain('#ricordo-ssr .rc-field__input{');
  });

  it('draws the flower choice of real flowers with the price list', async () => {
    const page = await ask({
      page: 'flowers',
      url: '/flowers?fiori-reali&1000',
      data: {
        ...flowers,
        type: 'fiori-reali',
        price: null,
        products: [{ key: 'fiori2', name: 'Anturium', price: 1750 }],
      },
      pageUrl: 'https://ricordo.test/flowers?fiori-reali&1000',
    });
    expect(page.body).toContain('Anturium');
    expect(page.body).toContain('17,50');
    // fiori1 is not in the list: the spec's default.
    expect(page.body).toContain('10,00');
  });
});

describe('a render that cannot be done', () => {
  it('fails rather than answering a page (the backend then serves none)', async () => {
    await expect(
      ask({ page: 'home' as 'memorial', url: '/', data: null, pageUrl: 'https://ricordo.test/' }),
    ).rejects.toThrow('no server page');
    await expect(
      ask({ page: 'memorial', url: '/memorial?1000', data: { ID: 1000 }, pageUrl: 'https://ricordo.test/' }),
    ).rejects.toThrow();
  });
});
