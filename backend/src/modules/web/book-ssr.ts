// Server-rendered first paint of the condolence book `/memorial-book?{id}` (issue 4 item 3). The markup
// mirrors mfe-public/src/pages/memorial-book/MemorialBookPage.tsx and the kit components it uses, element
// for element, so when the public remote takes over (from the same JSON, embedded below) nothing moves.
// The form is drawn disabled: it works only with JavaScript, and nothing typed before the take-over is
// lost. Everything from the database is escaped.
import type { DeceasedDataDto } from '../deceased/dto/deceased-data.dto';
import {
  calendarDate,
  escapeHtml,
  NONCE_SLOT,
  romeDate,
  scriptJson,
  shareHead,
  type RenderedPage,
} from './memorial-ssr';

export interface BookMessageData {
  ID: number;
  authorName: string;
  text: string;
  time: number;
}

/** What the remote needs to draw the book at once (mfe-public memorial-book/book-ssr.ts reads it). */
export interface BookPageData {
  page: 'memorial-book';
  deceased: DeceasedDataDto;
  condolenceLimit: number;
  /** Whether the book accepts messages now (part of the cache key: it changes with time). */
  open: boolean;
  messages: BookMessageData[];
  phrases: string[];
}

/** As book-texts.ts (spec public §5, §8). */
const TEXTS = {
  title: 'Libro delle condoglianze',
  formTitle: 'Lascia un pensiero',
  suggest: 'Consigliami una frase',
  suggestPlaceholder: 'Scegli una frase',
  text: 'Il tuo pensiero',
  signature: 'Firma',
  name: 'Nome',
  surname: 'Cognome',
  telephone: 'Telefono',
  email: 'Email',
  register: 'Desidero registrarmi per ricevere notifiche sui necrologi della mia zona',
  send: 'Invia',
  refresh: 'Aggiorna',
  listTitle: 'Condoglianze',
  empty: 'Nessun messaggio per ora. Puoi essere il primo a lasciare un pensiero.',
  closed: (days: number) =>
    `Le Condoglianze possono essere lasciate entro ${days} giorni dalla data di pubblicazione`,
};
const MAX_TEXT = 1000;

const ROME_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** Unix seconds → 'dd/MM/yyyy HH:mm' in Europe/Rome (the kit's formatDateTime). */
export const romeDateTime = (seconds: number) =>
  `${romeDate(seconds)} ${ROME_TIME.format(new Date(seconds * 1000))}`;

/**
 * The box rules of the kit's components the form uses (shared-design theme-css.ts, same values and
 * fallbacks), for a first paint before the kit's stylesheet arrives with the shell's JavaScript: the
 * fields have their final size from the start and a 360 px screen does not scroll sideways. Scoped to
 * the server's node; colours are left to the kit.
 */
const KIT_BOX_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  '.rc-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  '.rc-field{display:flex;flex-direction:column;gap:var(--rc-space-xs,4px);margin-bottom:var(--rc-space-md,16px);min-width:0}',
  'fieldset.rc-field{border:0;padding:0;margin:0 0 var(--rc-space-md,16px)}',
  '.rc-field__input{width:100%;min-height:var(--rc-touch-target,44px);padding:var(--rc-space-sm,8px) var(--rc-space-md,16px);font:inherit;border:1px solid var(--rc-color-border,#7f786e);border-radius:var(--rc-radius-md,8px)}',
  'textarea.rc-field__input{min-height:6rem}',
  '.rc-select{padding-right:2.5rem}',
  '.rc-phone__controls{display:flex;gap:var(--rc-space-sm,8px)}.rc-phone__dial{flex:0 0 auto;width:9rem}.rc-phone__number{flex:1 1 auto;min-width:0}',
  '.rc-checkbox{display:flex;align-items:flex-start;gap:var(--rc-space-sm,8px);min-height:var(--rc-touch-target,44px);padding-top:10px}.rc-checkbox input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;flex:none}',
  '.rc-collapsible__heading{margin:0;font-size:var(--rc-font-size-lg,1.25rem)}',
  '.rc-collapsible__toggle{display:flex;width:100%;align-items:center;justify-content:space-between;gap:var(--rc-space-md,16px);min-height:var(--rc-touch-target,44px);padding:var(--rc-space-sm,8px) 0;background:none;border:0;font:inherit;text-align:left}',
  '.rc-collapsible__body{padding:0 0 var(--rc-space-md,16px)}',
  '.rc-button{display:inline-flex;align-items:center;justify-content:center;min-height:var(--rc-touch-target,44px);padding:0 var(--rc-space-lg,24px);border-width:2px;border-style:solid;border-radius:var(--rc-radius-md,8px);font:inherit}',
]
  .map((rule) =>
    rule.replace(
      /(^|})([^{}]+)\{/g,
      (_, end: string, selectors: string) =>
        `${end}${selectors
          .split(',')
          .map((one) => `#ricordo-ssr ${one}`)
          .join(',')}{`,
    ),
  )
  .join('');

/** The book's own rules of memorial-book.css, for the first paint before the remote's stylesheet. */
const CRITICAL_CSS = `.pub-book{max-width:760px;margin:0 auto;padding:24px 16px 48px}.pub-book-header{text-align:center;margin-bottom:24px}
.pub-book-photo{display:block;margin:0 auto 12px;width:120px;height:150px;object-fit:cover;border-radius:8px}
.pub-book-kicker{text-transform:uppercase;letter-spacing:.08em;font-size:.85rem;margin:0}.pub-book-dates{margin:4px 0 8px}
.pub-book-form{position:relative}.pub-book-form--closed .pub-book-fieldset{opacity:.45}
.pub-book-overlay{font-weight:600;text-align:center;padding:12px;border:1px solid currentColor;border-radius:8px;margin:0 0 12px}
.pub-book-fieldset{border:0;padding:0;margin:0;display:grid;gap:12px;min-width:0}.pub-book-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:600px){.pub-book-row{grid-template-columns:1fr}}
.pub-book-list-head{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-top:32px}
.pub-book-list{list-style:none;padding:0;display:grid;gap:12px}.pub-book-item{border-radius:8px;padding:12px 16px;background:rgba(47,72,88,.06)}
.pub-book-text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 8px}.pub-book-meta{margin:0;font-size:.9rem}
${KIT_BOX_CSS}`;

const required = '<span class="rc-field__required" aria-hidden="true">*</span>';

function textField(id: string, label: string, attributes: string, isRequired: boolean): string {
  return (
    `<div class="rc-field"><label class="rc-field__label" for="${id}">${label}${isRequired ? required : ''}</label>` +
    `<input ${attributes} id="${id}" class="rc-field__input"${isRequired ? ' aria-required="true"' : ''} value=""></div>`
  );
}

function checkbox(id: string, label: string): string {
  return `<div class="rc-field"><label class="rc-checkbox" for="${id}"><input id="${id}" type="checkbox"><span>${label}</span></label></div>`;
}

/** BookForm for a visitor who is not signed in (the cached page is the same for everyone). */
function formHtml(data: BookPageData): string {
  const first = data.deceased.name;
  const phrases = data.phrases.length
    ? `<div class="rc-field"><label class="rc-field__label" for="ssr-book-phrase">${TEXTS.suggest}</label>` +
      `<select id="ssr-book-phrase" class="rc-field__input rc-select"><option value="">${TEXTS.suggestPlaceholder}</option>` +
      data.phrases
        .map((phrase, index) => `<option value="${index}">${escapeHtml(phrase)}</option>`)
        .join('') +
      '</select></div>'
    : '';
  const textArea =
    `<div class="rc-field"><label class="rc-field__label" for="ssr-book-text">${TEXTS.text}${required}</label>` +
    `<textarea maxlength="${MAX_TEXT}" rows="4" placeholder="${escapeHtml(`Un pensiero per ${first}`)}" id="ssr-book-text" class="rc-field__input" aria-required="true" aria-describedby="ssr-book-text-hint"></textarea>` +
    `<span id="ssr-book-text-hint" class="rc-field__hint">0/${MAX_TEXT}</span></div>`;
  const phone =
    `<div class="rc-field rc-phone"><label class="rc-field__label" for="ssr-book-phone">${TEXTS.telephone}</label>` +
    '<div class="rc-phone__controls"><label for="ssr-book-phone-dial" class="rc-visually-hidden">Prefisso internazionale</label>' +
    '<select id="ssr-book-phone-dial" class="rc-field__input rc-select rc-phone__dial"><option value="39">+39 Italia</option></select>' +
    '<input id="ssr-book-phone" inputmode="numeric" autocomplete="tel-national" class="rc-field__input rc-phone__number" maxlength="12" type="tel" value=""></div></div>';
  const channels = [
    ['email', 'Email'],
    ['wa', 'WhatsApp'],
    ['sms', 'SMS'],
  ]
    .map(
      ([value, label]) =>
        `<label class="rc-checkbox"><input disabled="" type="radio" value="${value}" name="contact-method"><span>${label}</span></label>`,
    )
    .join('');
  const fields =
    phrases +
    textArea +
    textField('ssr-book-signature', TEXTS.signature, 'maxlength="100" type="text"', true) +
    `<div class="pub-book-row">${textField('ssr-book-name', TEXTS.name, 'maxlength="100" type="text"', true)}${textField('ssr-book-surname', TEXTS.surname, 'maxlength="100" type="text"', true)}</div>` +
    phone +
    textField('ssr-book-email', TEXTS.email, 'maxlength="254" type="email"', false) +
    `<fieldset class="rc-field rc-radio-group rc-contact-method"><legend class="rc-field__label">Come preferisci essere contattato?</legend>${channels}</fieldset>` +
    checkbox('ssr-book-register', TEXTS.register) +
    checkbox('ssr-book-terms', 'Accetto i <a href="/terms">termini e condizioni</a>') +
    `<button type="submit" class="rc-button rc-button--primary"${data.open ? '' : ' disabled=""'}><span>${TEXTS.send}</span></button>`;
  const overlay = data.open
    ? ''
    : `<p class="pub-book-overlay" role="note">${TEXTS.closed(data.condolenceLimit)}</p>`;
  return (
    `<div class="${data.open ? 'pub-book-form' : 'pub-book-form pub-book-form--closed'}">${overlay}` +
    `<form novalidate="" aria-label="${TEXTS.formTitle}"><fieldset disabled="" class="pub-book-fieldset">${fields}</fieldset></form></div>`
  );
}

function listHtml(messages: BookMessageData[]): string {
  if (!messages.length) return `<p class="pub-book-empty">${TEXTS.empty}</p>`;
  const items = messages
    .map(
      (message) =>
        `<li class="pub-book-item"><p class="pub-book-text">${escapeHtml(message.text)}</p>` +
        `<p class="pub-book-meta"><strong>${escapeHtml(message.authorName)}</strong> · <time>${romeDateTime(message.time)}</time></p></li>`,
    )
    .join('');
  return `<ol class="pub-book-list" aria-label="${TEXTS.listTitle}">${items}</ol>`;
}

export function renderBook(data: BookPageData, publicUrl: string, pageUrl: string): RenderedPage {
  const person = data.deceased;
  const fullName = `${person.name} ${person.surname}`.trim();
  const dates = [calendarDate(person.dateOfBirth), calendarDate(person.dateOfDeath)].filter(Boolean);
  const photo = person.photo[0] ?? null;
  const title = `${TEXTS.title} - ${fullName} - Ricordo`;
  const description = `${TEXTS.title} di ${fullName}${dates.length ? ` (${dates.join(' – ')})` : ''}: lascia un pensiero alla famiglia.`;
  const head =
    shareHead({
      title,
      description,
      pageUrl,
      ogType: 'website',
      ogTitle: `${TEXTS.title} - ${fullName}`,
      image: photo ? `${publicUrl}${photo}` : null,
      twitterCard: true,
    }) + `<style nonce="${NONCE_SLOT}">${CRITICAL_CSS}</style>`;

  const header =
    '<header class="pub-book-header">' +
    (photo
      ? `<img class="pub-book-photo" src="${escapeHtml(photo)}" alt="${escapeHtml(fullName)}" width="120" height="150" fetchpriority="high" decoding="async">`
      : '') +
    `<p class="pub-book-kicker">${TEXTS.title}</p><h1 id="pub-book-title">${escapeHtml(fullName)}</h1>` +
    (dates.length ? `<p class="pub-book-dates">${dates.join(' – ')}</p>` : '') +
    `<a href="/memorial?000${person.ID}">Vai alla pagina del defunto</a></header>`;
  const collapsible =
    '<section class="rc-collapsible"><h2 class="rc-collapsible__heading">' +
    `<button type="button" class="rc-collapsible__toggle" aria-expanded="true" aria-controls="ssr-book-form"><span>${TEXTS.formTitle}</span><span aria-hidden="true" class="rc-collapsible__icon">−</span></button></h2>` +
    `<div id="ssr-book-form" class="rc-collapsible__body">${formHtml(data)}</div></section>`;
  const listHead =
    `<div class="pub-book-list-head"><h2>${TEXTS.listTitle}</h2>` +
    `<button type="button" class="rc-button rc-button--secondary"><span>${TEXTS.refresh}</span></button></div>`;
  const body =
    `<div id="ricordo-ssr" data-ssr-page="memorial-book"><section class="pub-book" aria-labelledby="pub-book-title">${header}${collapsible}${listHead}${listHtml(data.messages)}</section></div>` +
    `<script id="ricordo-ssr-data" type="application/json">${scriptJson(data)}</script>`;
  return { head, body };
}
