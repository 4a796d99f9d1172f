// Server-rendered first paint of the partner page `/partner-page?{id}` (issue 4 item 3): mirrors
// mfe-public/src/pages/partner-page/PartnerPage.tsx element for element, so the remote takes over from the
// embedded JSON without moving anything. Unknown ids get 'Partner non trovato' (answered with 404).
import type { PartnerPageDataDto } from '../partners/dto/partner-page.dto';
import {
  bioHtml,
  calendarDate,
  escapeHtml,
  NONCE_SLOT,
  scriptJson,
  shareHead,
  type RenderedPage,
} from './memorial-ssr';

/**
 * The description block: rich text saved by partnerEdit (it starts with a block tag) shown as biographies
 * are (bioHtml; the remote uses RichText with the same heading shift); older plain text as paragraphs.
 */
const RICH_DESCRIPTION = /^<(?:p|h[1-3]|ul|ol|blockquote)[\s>]/i;
function descriptionHtml(stored: string): string {
  if (RICH_DESCRIPTION.test(stored.trim())) {
    const html = bioHtml(stored);
    return html ? `<div class="pub-partner-description">${html}</div>` : '';
  }
  const paragraphs = stored.split(/\n\s*\n/).filter((part) => part.trim());
  return paragraphs.length
    ? `<div class="pub-partner-description">${paragraphs.map((part) => `<p>${escapeHtml(part)}</p>`).join('')}</div>`
    : '';
}

/** What the remote reads back (mfe-public partner-page): the page data, or null for 'Partner non trovato'. */
export interface PartnerPageEmbed {
  page: 'partner-page';
  /** The partner id the address asked for (null when it is not an id), so the remote knows it is its page. */
  id: number | null;
  partner: PartnerPageDataDto | null;
}

/** As PartnerPage.tsx TEXTS. */
const TEXTS = {
  notFoundTitle: 'Partner non trovato',
  notFoundText: "La pagina da lei richiesta non e' stata trovata",
  contacts: 'Contatti',
  address: 'Indirizzo',
  telephone: 'Telefono',
  mobile: 'Cellulare',
  email: 'Email',
  website: 'Sito web',
  gallery: 'Galleria',
  obituaries: 'Necrologi recenti',
  memorial: 'Pagina del defunto',
  book: 'Libro delle condoglianze',
};

/** The rules of partner-page.css, for the first paint before the remote's stylesheet arrives. */
const CRITICAL_CSS = `.pub-partner{max-width:960px;margin:0 auto;padding:24px 16px 48px}.pub-partner--missing{text-align:center}
.pub-partner-header{display:flex;align-items:center;gap:16px;flex-wrap:wrap}.pub-partner-logo{width:96px;height:96px;object-fit:cover;border-radius:8px}
.pub-partner-tagline{margin:4px 0 0}.pub-partner-description p{white-space:pre-wrap}
.pub-partner-contacts dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}.pub-partner-contacts dd{margin:0;overflow-wrap:anywhere}
.pub-partner-social{list-style:none;padding:0;display:flex;gap:12px}
.pub-partner-gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:8px}
.pub-partner-gallery img,.pub-partner-card img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:8px}
.pub-partner-cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px}
.pub-partner-card{padding:12px;border-radius:8px;background:rgba(47,72,88,.06)}.pub-partner-card h3{margin:8px 0 4px}
.pub-partner-card-links{display:flex;gap:12px;flex-wrap:wrap}`;

const showPhone = (value: string) => value.replace('-', ' ');
const telHref = (value: string) => `tel:${value.replace(/[^+\d]/g, '')}`;
const external = (url: string, text: string) =>
  `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`;

function contactsHtml(partner: PartnerPageDataDto): string {
  const rows: string[] = [];
  const row = (term: string, value: string) => rows.push(`<dt>${term}</dt><dd>${value}</dd>`);
  if (partner.address) row(TEXTS.address, escapeHtml(partner.address));
  if (partner.telephone)
    row(
      TEXTS.telephone,
      `<a href="${escapeHtml(telHref(partner.telephone))}">${escapeHtml(showPhone(partner.telephone))}</a>`,
    );
  if (partner.mobile)
    row(
      TEXTS.mobile,
      `<a href="${escapeHtml(telHref(partner.mobile))}">${escapeHtml(showPhone(partner.mobile))}</a>`,
    );
  if (partner.email)
    row(TEXTS.email, `<a href="${escapeHtml(`mailto:${partner.email}`)}">${escapeHtml(partner.email)}</a>`);
  if (partner.website) row(TEXTS.website, external(partner.website, partner.website));
  const social = partner.social.length
    ? `<ul class="pub-partner-social">${partner.social
        .map(
          (link) =>
            `<li>${external(link.url, link.network.charAt(0).toUpperCase() + link.network.slice(1))}</li>`,
        )
        .join('')}</ul>`
    : '';
  return (
    `<section class="pub-partner-contacts" aria-labelledby="pub-partner-contacts"><h2 id="pub-partner-contacts">${TEXTS.contacts}</h2>` +
    `<dl>${rows.join('')}</dl>${social}</section>`
  );
}

function obituariesHtml(partner: PartnerPageDataDto): string {
  if (!partner.obituaries.length) return '';
  const cards = partner.obituaries
    .map((card) => {
      const dates = [calendarDate(card.dateOfBirth), calendarDate(card.dateOfDeath)].filter(Boolean);
      const place = [card.graveyardName, card.graveLocation].filter(Boolean).join(', ');
      return (
        '<li class="pub-partner-card">' +
        (card.photo ? `<img src="${escapeHtml(card.photo)}" alt="" loading="lazy">` : '') +
        `<h3>${escapeHtml(card.name)} ${escapeHtml(card.surname)}</h3><p>${dates.join(' – ')}</p>` +
        (place ? `<p>${escapeHtml(place)}</p>` : '') +
        `<p class="pub-partner-card-links"><a href="/memorial?000${card.ID}">${TEXTS.memorial}</a><a href="/memorial-book?000${card.ID}">${TEXTS.book}</a></p></li>`
      );
    })
    .join('');
  return `<section aria-labelledby="pub-partner-obituaries"><h2 id="pub-partner-obituaries">${TEXTS.obituaries}</h2><ul class="pub-partner-cards">${cards}</ul></section>`;
}

function partnerHtml(partner: PartnerPageDataDto): string {
  const name = escapeHtml(partner.name);
  const header =
    '<header class="pub-partner-header">' +
    (partner.logo
      ? `<img class="pub-partner-logo" src="${escapeHtml(partner.logo)}" alt="${escapeHtml(`Logo di ${partner.name}`)}" width="96" height="96">`
      : '') +
    `<div><h1 id="pub-partner-title">${name}</h1>` +
    (partner.headerText ? `<p class="pub-partner-tagline">${escapeHtml(partner.headerText)}</p>` : '') +
    '</div></header>';
  const description = descriptionHtml(partner.description ?? '');
  const gallery = partner.media.length
    ? `<section aria-labelledby="pub-partner-gallery"><h2 id="pub-partner-gallery">${TEXTS.gallery}</h2><div class="pub-partner-gallery">${partner.media
        .map(
          (url, index) =>
            `<img src="${escapeHtml(url)}" alt="${escapeHtml(`${partner.name}, immagine ${index + 1}`)}" loading="lazy">`,
        )
        .join('')}</div></section>`
    : '';
  return `<article class="pub-partner" aria-labelledby="pub-partner-title">${header}${description}${contactsHtml(partner)}${gallery}${obituariesHtml(partner)}</article>`;
}

const NOT_FOUND_HTML =
  `<section class="pub-partner pub-partner--missing" aria-labelledby="pub-partner-title"><h1 id="pub-partner-title">${TEXTS.notFoundTitle}</h1>` +
  `<p>${escapeHtml(TEXTS.notFoundText)}</p><a href="/">Torna alla home</a></section>`;

export function renderPartner(embed: PartnerPageEmbed, publicUrl: string, pageUrl: string): RenderedPage {
  const partner = embed.partner;
  const style = `<style nonce="${NONCE_SLOT}">${CRITICAL_CSS}</style>`;
  const data = `<script id="ricordo-ssr-data" type="application/json">${scriptJson(embed)}</script>`;
  if (!partner) {
    return {
      head: `<title>${TEXTS.notFoundTitle} - Ricordo</title><meta name="robots" content="noindex">${style}`,
      body: `<div id="ricordo-ssr" data-ssr-page="partner-page">${NOT_FOUND_HTML}</div>${data}`,
    };
  }
  const description = partner.headerText || `${partner.name}: contatti, indirizzo e necrologi recenti.`;
  const head =
    shareHead({
      title: `${partner.name} - Ricordo`,
      description,
      pageUrl,
      ogType: 'website',
      ogTitle: partner.name,
      image: partner.logo ? `${publicUrl}${partner.logo}` : null,
    }) + style;
  return {
    head,
    body: `<div id="ricordo-ssr" data-ssr-page="partner-page">${partnerHtml(partner)}</div>${data}`,
  };
}
