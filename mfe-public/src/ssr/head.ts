// What a shared link shows (WhatsApp, Facebook) and what search engines read: the <head> part of the
// server-rendered memorial, condolence book, partner page and order form (DESIGN "Performance": Open Graph and
// schema.org data in the first answer). Everything from the database is escaped.
import { formatDate, type DeceasedData } from '@ricordo/shared-design';
import { FLOWERS_TEXTS } from '../pages/flowers/flowers-texts';
import { nameOf, type ServerFlowersPage } from '../pages/flowers/useDedicationOffer';
import type { ServerBook } from '../pages/memorial-book/book-ssr';
import { BOOK_TEXTS } from '../pages/memorial-book/book-texts';
import type { PartnerPageData } from '../pages/partner-page/PartnerPage';

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

interface ShareHead {
  title: string;
  description: string;
  pageUrl: string;
  ogType: 'website' | 'profile';
  ogTitle: string;
  /** Absolute URL of the page's image, or null. */
  image: string | null;
  /** More Open Graph properties, after og:url (a profile's first and last name). */
  extra?: Array<[property: string, content: string]>;
  twitterCard?: boolean;
}

function shareHead(head: ShareHead): string {
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

const fullNameOf = (person: DeceasedData) => `${person.name} ${person.surname}`.trim();
const datesOf = (person: DeceasedData) =>
  [formatDate(person.dateOfBirth), formatDate(person.dateOfDeath)].filter(Boolean);

/**
 * A page that is not public (docs/contracts.md "Page privacy") is neither indexed nor previewed when its link
 * is shared: its title only, and `noindex`.
 */
const isPublicPage = (data: DeceasedData) => (data.privacy ?? 'public') === 'public';
const reservedHead = (title: string) =>
  `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex, nofollow">`;

export function memorialHead(data: DeceasedData, publicUrl: string, pageUrl: string): string {
  const fullName = fullNameOf(data);
  if (!isPublicPage(data)) return reservedHead(`${fullName} - Ricordo`);
  const [born, died] = [formatDate(data.dateOfBirth), formatDate(data.dateOfDeath)];
  const dates = datesOf(data).join(' – ');
  const photo = data.photo[0] ?? null;
  const image = photo ? `${publicUrl}${photo}` : null;
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
  if (image) person.image = image;
  return (
    shareHead({
      title: `${fullName} - Ricordo`,
      description: [dates, data.aphorism].filter(Boolean).join(' · ') || `In ricordo di ${fullName}`,
      pageUrl,
      ogType: 'profile',
      ogTitle: fullName,
      // A notice only without a photo is shared with its manifesto.
      image: image ?? (data.notice?.noticeOnly ? `${publicUrl}${data.notice.manifesto.url}` : null),
      extra: [
        ['profile:first_name', data.name],
        ['profile:last_name', data.surname],
      ],
      twitterCard: true,
    }) + `<script type="application/ld+json">${scriptJson(person)}</script>`
  );
}

export function bookHead(data: ServerBook, publicUrl: string, pageUrl: string): string {
  const fullName = fullNameOf(data.deceased);
  if (!isPublicPage(data.deceased)) return reservedHead(`${BOOK_TEXTS.title} - ${fullName} - Ricordo`);
  const dates = datesOf(data.deceased);
  const photo = data.deceased.photo[0] ?? null;
  return shareHead({
    title: `${BOOK_TEXTS.title} - ${fullName} - Ricordo`,
    description: `${BOOK_TEXTS.title} di ${fullName}${dates.length ? ` (${dates.join(' – ')})` : ''}: lascia un pensiero alla famiglia.`,
    pageUrl,
    ogType: 'website',
    ogTitle: `${BOOK_TEXTS.title} - ${fullName}`,
    image: photo ? `${publicUrl}${photo}` : null,
    twitterCard: true,
  });
}

export function partnerHead(partner: PartnerPageData | null, publicUrl: string, pageUrl: string): string {
  if (!partner) return '<title>Partner non trovato - Ricordo</title><meta name="robots" content="noindex">';
  return shareHead({
    title: `${partner.name} - Ricordo`,
    description: partner.headerText || `${partner.name}: contatti, indirizzo e necrologi recenti.`,
    pageUrl,
    ogType: 'website',
    ogTitle: partner.name,
    image: partner.logo ? `${publicUrl}${partner.logo}` : null,
  });
}

/** The order form is a step of a purchase, not a page to share or index. */
export function flowersHead(data: ServerFlowersPage): string {
  const title = FLOWERS_TEXTS.titleFor(nameOf(data.deceased));
  return `<title>${escapeHtml(title)} - Ricordo</title><meta name="robots" content="noindex">`;
}
