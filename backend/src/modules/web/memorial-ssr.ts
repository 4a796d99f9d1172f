// Server-rendered first paint of the memorial page (DESIGN "Performance"; issue item 3). The markup here
// mirrors mfe-public/src/pages/memorial/MemorialPage.tsx class for class, so when the public remote takes
// over (from the same JSON, embedded below) nothing moves. Everything from the database is escaped.
import type { DeceasedDataDto } from '../deceased/dto/deceased-data.dto';
import { DEDICATION_LABELS } from '../dedications/dedication-labels';
import type { DedicationType } from '../dedications/dedication.entity';
import { richTextIsEmpty, sanitizeRichText } from '../media/rich-text';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

/** JSON inside a <script> element: '<' escaped so no value can close it (or open a comment). */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** 'YYYY-MM-DD' → 'dd/MM/yyyy' without any time zone shift; '' when unavailable. */
export function calendarDate(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match || match[1] === '0000') return '';
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const ROME_DATE = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** Unix seconds → 'dd/MM/yyyy' in Europe/Rome. */
export const romeDate = (seconds: number) => ROME_DATE.format(new Date(seconds * 1000));

/**
 * The biography as the page shows it: the stored rich text cleaned again by the same allow-list, its headings
 * two levels down under the section's 'CHI ERA' (h1–h3 → h3–h5). The remote builds the same elements
 * (mfe-public common/rich-text/RichText.tsx), so nothing moves at take-over. '' when no text is left.
 */
export function bioHtml(stored: string): string {
  const clean = sanitizeRichText(stored);
  if (richTextIsEmpty(clean)) return '';
  return clean.replace(
    /<(\/?)h([1-3])>/g,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) + 2}>`,
  );
}

/** What a shared link shows (WhatsApp, Facebook): the page's title, description, canonical URL and image. */
export interface ShareHead {
  /** The document's <title>. */
  title: string;
  description: string;
  pageUrl: string;
  ogType: 'website' | 'profile';
  ogTitle: string;
  /** Absolute URL of the page's image, or null. */
  image: string | null;
  /** More Open Graph properties, after og:url (a profile's first and last name). */
  extra?: Array<[property: string, content: string]>;
  /** A Twitter card (large when there is an image). */
  twitterCard?: boolean;
}

/** <title>, description, canonical link and Open Graph tags of a server-rendered page, all escaped. */
export function shareHead(head: ShareHead): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.pageUrl)}">`,
    meta('og:type', head.ogType),
    meta('og:site_name', 'Ricordo'),
    meta('og:locale', 'it_IT'),
    meta('og:title', head.ogTitle),
    meta('og:description', head.description),
    meta('og:url', head.pageUrl),
    ...(head.extra ?? []).map(([property, content]) => meta(property, content)),
    ...(head.image ? [meta('og:image', head.image)] : []),
    ...(head.twitterCard
      ? [`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`]
      : []),
  ].join('');
}

export interface RenderedPage {
  /** First in <head>, before the registry: the preload of the page's largest image, so it starts at once. */
  preload?: string;
  /** Goes into <head>: title, description, Open Graph, JSON-LD, the critical style (nonce placeholder). */
  head: string;
  /** Goes where the shell's `<!--ricordo:ssr-->` marker is. */
  body: string;
}

/** Replaced per answer by the CSP nonce (the cached page is split around it). */
export const NONCE_SLOT = '\u0000nonce\u0000';

/**
 * Critical style of the server-rendered block: the remote's stylesheet arrives with its JavaScript, so
 * without these rules the first paint would be unstyled and then jump. Values mirror public.css with the
 * kit's variables and the same fallbacks.
 */
const CRITICAL_CSS = `.pub-memorial{display:grid;gap:var(--rc-space-lg,24px);grid-template-columns:minmax(0,320px) minmax(0,1fr);align-items:start;padding:var(--rc-space-lg,24px);border-radius:var(--rc-radius-lg,12px)}
.pub-memorial-photo{width:100%;height:auto;aspect-ratio:4/5;object-fit:cover;border-radius:var(--rc-radius-md,8px)}
.pub-dates{margin:0 0 var(--rc-space-md,16px)}.pub-aphorism{font-style:italic;margin:var(--rc-space-md,16px) 0;padding-left:var(--rc-space-md,16px);border-left:3px solid #b08d57}
.pub-memorial-section{margin-top:var(--rc-space-lg,24px);padding:var(--rc-space-lg,24px)}.pub-dedic-list,.pub-buy-list{list-style:none;margin:0;padding:0;display:grid;gap:var(--rc-space-md,16px)}.pub-buy-list{grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}.pub-buy-card a{display:grid;padding:var(--rc-space-md,16px);min-height:88px}
.pub-gallery-list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--rc-space-sm,8px)}.pub-gallery-thumb{display:block;padding:0;border:0;background:none;border-radius:var(--rc-radius-md,8px)}.pub-gallery-thumb img,.pub-gallery-video{display:block;width:160px;height:120px;object-fit:cover;border-radius:var(--rc-radius-md,8px)}.pub-gallery-video{display:grid;place-items:center;background:#2f2f2f;color:#fff;font-size:2rem}.pub-gallery .pub-gallery-more{display:none;margin-top:var(--rc-space-md,16px)}
.rt-font-cookie{font-family:Cookie,cursive}.rt-font-ubuntu{font-family:Ubuntu,sans-serif}.rt-font-ubuntu-mono{font-family:'Ubuntu Mono',monospace}
.pub-lamp-icon{display:inline-block;width:24px;height:32px;border-radius:12px 12px 4px 4px;background:#9e9e9e}.pub-lamp-on{background:#f2b233}.pub-lamp-flame{background:radial-gradient(circle at 50% 35%,#fff3c4,#f28c28 70%)}.pub-lamp-fading{background:#f2b233;opacity:.5}
@media (max-width:599px){.pub-memorial{grid-template-columns:1fr;padding:var(--rc-space-md,16px)}.pub-gallery[data-gallery-collapsed] .pub-gallery-item:nth-child(n+3){display:none}.pub-gallery[data-gallery-collapsed] .pub-gallery-more{display:inline-flex}}`;

/** The purchase cards' lines (mfe-public MemorialSections.tsx PURCHASE_CARDS); titles are the type labels. */
const PURCHASE_CARDS: ReadonlyArray<readonly [DedicationType, string]> = [
  ['dedica-cero', 'Accendi un lume virtuale'],
  ['dedica-fiori', 'Lascia dei fiori virtuali'],
  ['dedica-foto', 'Dedica una fotografia'],
  ['dedica-video', 'Dedica un video'],
  ['fiori-reali', 'Fai portare fiori veri'],
];

/**
 * Mirrors MemorialSections.tsx DedicationItem: the dedications module already applied the publication
 * rules (refused: anonymous, no text, photo or video as flowers), so this draws what it gets.
 */
function dedicationHtml(dedication: DeceasedDataDto['dedic'][number]): string {
  const pending = dedication.status === 'pending';
  const signature =
    typeof dedication.showAuthor === 'string' && dedication.showAuthor ? dedication.showAuthor : 'Anonimo';
  const body = pending
    ? '<p class="pub-dedic-pending">In attesa di accettazione</p>'
    : dedication.text
      ? `<p class="pub-dedic-text">${escapeHtml(dedication.text)}</p>`
      : '';
  const media = dedication.media;
  const mediaHtml = !media
    ? ''
    : media.type === 'video'
      ? `<video class="pub-dedic-media" src="${escapeHtml(media.filename)}" controls="" preload="none"></video>`
      : `<img class="pub-dedic-media" src="${escapeHtml(media.filename)}" alt="" width="240" height="240" loading="lazy">`;
  return (
    `<li class="pub-dedic" data-dedic-status="${dedication.status}" data-dedic-type="${dedication.type}">` +
    `<span class="pub-dedic-type">${DEDICATION_LABELS[dedication.type] ?? escapeHtml(dedication.type)}</span> ` +
    `<span class="pub-dedic-date">${romeDate(dedication.time)}</span>${body}${mediaHtml}` +
    `<p class="pub-dedic-sign">${escapeHtml(signature)}</p></li>`
  );
}

/** As mfe-public memorial/Gallery.tsx GALLERY_NARROW_COUNT (spec public §9). */
const GALLERY_NARROW_COUNT = 2;

/**
 * Mirrors mfe-public memorial/Gallery.tsx (thumbnails only; the lightbox comes with the remote). The same
 * data-gallery-collapsed rule hides all but the first two below 600 px, so nothing moves on take-over.
 */
function galleryHtml(data: DeceasedDataDto, fullName: string): string {
  const media = data.memorialMedia;
  if (!media.length) return '';
  const collapsible = media.length > GALLERY_NARROW_COUNT;
  const items = media
    .map((item, index) => {
      const alt = escapeHtml(
        `${item.type === 'video' ? 'Video' : 'Foto'} ${index + 1} di ${media.length}, ${fullName}`,
      );
      const inner =
        item.type === 'video'
          ? `<span class="pub-gallery-video" role="img" aria-label="${alt}">▶</span>`
          : `<img src="${escapeHtml(item.file)}" alt="${alt}" width="160" height="120" loading="lazy" decoding="async">`;
      return `<li class="pub-gallery-item"><button type="button" class="pub-gallery-thumb" data-gallery-index="${index}">${inner}</button></li>`;
    })
    .join('');
  return (
    `<section class="pub-memorial-section pub-gallery" aria-labelledby="pub-gallery-title"${collapsible ? ' data-gallery-collapsed="true"' : ''}>` +
    `<h2 id="pub-gallery-title">Foto e video</h2><ul class="pub-gallery-list">${items}</ul>` +
    (collapsible
      ? '<button type="button" class="rc-button rc-button--secondary pub-gallery-more">Mostra tutte</button>'
      : '') +
    '</section>'
  );
}

/** Whether the page shows 'Memorial scaduto il …' now (part of the cache key: it changes with time). */
type LampIcon = 'off' | 'on' | 'flame' | 'fading';

/** Mirrors mfe-public's lamp.ts: the state table of spec public §4 (effective 1 with the mode confirmed). */
function lampIcon(lamp: NonNullable<DeceasedDataDto['lamp']>): LampIcon {
  if (lamp.effectiveState !== 1) return 'off';
  if (lamp.setState === 2) return 'flame';
  if (lamp.setState === 3) return 'fading';
  return lamp.setState === 0 || lamp.setState === 1 ? 'on' : 'off';
}

const LAMP_LABELS: Record<LampIcon, string> = {
  off: 'Lampada votiva spenta',
  on: 'Lampada votiva accesa',
  flame: 'Lampada votiva con fiamma',
  fading: 'Lampada votiva in esaurimento',
};

export const memorialExpired = (data: DeceasedDataDto, now = Date.now()) =>
  data.memorial !== null && data.memorial.expirationDate * 1000 <= now;

export function renderMemorial(data: DeceasedDataDto, publicUrl: string, pageUrl: string): RenderedPage {
  const fullName = `${data.name} ${data.surname}`.trim();
  const born = calendarDate(data.dateOfBirth);
  const died = calendarDate(data.dateOfDeath);
  const dates = [born, died].filter(Boolean).join(' – ');
  const photo = data.photo[0] ?? null;
  const description = [dates, data.aphorism].filter(Boolean).join(' · ') || `In ricordo di ${fullName}`;
  const title = `${fullName} - Ricordo`;
  const absolutePhoto = photo ? `${publicUrl}${photo}` : null;

  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: fullName,
    givenName: data.name,
    familyName: data.surname,
    url: pageUrl,
  };
  if (data.dateOfBirth && born) person.birthDate = data.dateOfBirth;
  if (data.dateOfDeath && died) person.deathDate = data.dateOfDeath;
  if (absolutePhoto) person.image = absolutePhoto;

  const head =
    shareHead({
      title,
      description,
      pageUrl,
      ogType: 'profile',
      ogTitle: fullName,
      image: absolutePhoto,
      extra: [
        ['profile:first_name', data.name],
        ['profile:last_name', data.surname],
      ],
      twitterCard: true,
    }) +
    `<script type="application/ld+json">${scriptJson(person)}</script>` +
    `<style nonce="${NONCE_SLOT}">${CRITICAL_CSS}</style>`;

  const province =
    data.graveProvince && data.graveProvince !== data.graveLocation ? `(${data.graveProvince})` : null;
  const place = [data.graveLocation, province].filter(Boolean).join(' ');
  const parts: string[] = [];
  parts.push(
    photo
      ? `<img class="pub-memorial-photo" src="${escapeHtml(photo)}" alt="${escapeHtml(fullName)}" width="320" height="400" fetchpriority="high">`
      : '<div class="pub-memorial-photo" aria-hidden="true"></div>',
  );
  const text: string[] = [`<h1 id="pub-memorial-name">${escapeHtml(fullName)}</h1>`];
  if (born || died) {
    const bornHtml = born ? `<time datetime="${escapeHtml(data.dateOfBirth ?? '')}">${born}</time>` : '';
    const diedHtml = died ? `<time datetime="${escapeHtml(data.dateOfDeath ?? '')}">${died}</time>` : '';
    text.push(`<p class="pub-dates">${bornHtml}${born && died ? ' – ' : ''}${diedHtml}</p>`);
  }
  if (data.graveyardName || place) {
    const graveyard = data.graveyardName ? `<strong>${escapeHtml(data.graveyardName)}</strong>` : '';
    text.push(`<p>${graveyard}${data.graveyardName && place ? ', ' : ''}${escapeHtml(place)}</p>`);
  }
  if (data.aphorism) text.push(`<blockquote class="pub-aphorism">${escapeHtml(data.aphorism)}</blockquote>`);
  if (data.memorial && memorialExpired(data)) {
    text.push(
      `<p class="pub-memorial-expired" data-memorial-expired="true">Memorial scaduto il ${romeDate(data.memorial.expirationDate)}</p>`,
    );
  }
  if (data.partner) {
    text.push(
      `<p class="pub-memorial-partner"><a href="/partner-page?${data.partner.ID}">${escapeHtml(data.partner.name)}</a></p>`,
    );
  }
  const lamp = data.lamp ? lampIcon(data.lamp) : null;
  if (lamp) {
    text.push(
      `<p class="pub-lamp" data-lamp="${lamp}"><span class="pub-lamp-icon pub-lamp-${lamp}" role="img" aria-label="${LAMP_LABELS[lamp]}"></span></p>`,
    );
  }
  parts.push(`<div>${text.join('')}</div>`);
  const article = `<article class="pub-memorial" aria-labelledby="pub-memorial-name">${parts.join('')}</article>`;

  const extra: string[] = [];
  const gallery = galleryHtml(data, fullName);
  if (gallery) extra.push(gallery);
  if (data.memorial) {
    const bio = bioHtml(data.memorial.bio);
    if (bio) {
      extra.push(
        `<section class="pub-memorial-section" aria-labelledby="pub-bio-title"><h2 id="pub-bio-title">CHI ERA</h2><div class="pub-bio">${bio}</div></section>`,
      );
    }
  }
  extra.push(
    `<section class="pub-memorial-section" aria-labelledby="pub-dedic-title"><h2 id="pub-dedic-title">LO RICORDANO COSI'</h2>` +
      (data.dedic.length
        ? `<ul class="pub-dedic-list">${data.dedic.map(dedicationHtml).join('')}</ul>`
        : '<p>Nessuna dedica, per ora.</p>') +
      '</section>',
  );
  extra.push(
    `<section class="pub-memorial-section" aria-labelledby="pub-buy-title"><h2 id="pub-buy-title">LASCIA UN RICORDO</h2><ul class="pub-buy-list">` +
      PURCHASE_CARDS.map(
        ([type, line]) =>
          `<li class="pub-buy-card"><a href="/flowers?${type}&amp;${data.ID}" data-buy="${type}"><strong>${DEDICATION_LABELS[type]}</strong><span>${line}</span></a></li>`,
      ).join('') +
      '</ul></section>',
  );
  // The photo is the LCP element: fetched first and at high priority, drawn as soon as it is decoded
  // (no decoding="async", which may leave it for a later frame, after the scripts have run).
  const preload = photo
    ? `<link rel="preload" as="image" href="${escapeHtml(photo)}" fetchpriority="high">`
    : undefined;
  const body =
    `<div id="ricordo-ssr" data-ssr-page="memorial">${article}${extra.join('')}</div>` +
    `<script id="ricordo-ssr-data" type="application/json">${scriptJson(data)}</script>`;
  return { preload, head, body };
}
