import {
  anchor,
  button,
  escapeHtml,
  fallbackLink,
  field,
  layout,
  link,
  paragraph,
  textLayout,
  TemplateDataError,
} from './layout';
import type { Template, TemplateData } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const CARD_FOOTER =
  'Hai ricevuto questo messaggio perché un’impresa funebre partner di Ricordo ha indicato il tuo numero.';

/** An optional link: absent or null gives null, anything else must be a valid link. */
function optionalLink(template: string, data: TemplateData, name: string, publicUrl: string): string | null {
  if (data[name] === undefined || data[name] === null) return null;
  return link(template, data, name, publicUrl);
}

function optionalText(template: string, data: TemplateData, name: string): string | null {
  if (data[name] === undefined || data[name] === null) return null;
  if (typeof data[name] !== 'string') throw new TemplateDataError(template, name);
  return field(template, data, name);
}

const CARD_WA = waTemplate(
  'ricordo_necrologio',
  'Buongiorno, {{1}} ti invia il necrologio di {{2}}: {{3}} Dalla pagina puoi lasciare un messaggio di cordoglio alla famiglia.',
);
const CARD_MANIFESTO_WA = waTemplate(
  'ricordo_necrologio_manifesto',
  'Buongiorno, {{1}} ti invia il necrologio di {{2}}: {{3}} Manifesto: {{4}} Dalla pagina puoi lasciare un messaggio di cordoglio alla famiglia.',
);

/**
 * data: { deceasedName, sender, link, manifestoLink? } — the notice's card sent by WhatsApp from the
 * partner panel's phone modal (spec panels §5, §7 sendCard): the notice on Ricordo and its manifesto image.
 */
export const obituaryCard: Template = (data, context) => {
  const template = 'obituary-card';
  const deceasedName = field(template, data, 'deceasedName');
  const sender = field(template, data, 'sender');
  const href = link(template, data, 'link', context.publicUrl);
  const manifesto = optionalLink(template, data, 'manifestoLink', context.publicUrl);
  const intro = `${sender} ti invia il necrologio di ${deceasedName}.`;
  const body =
    paragraph('Buongiorno,') +
    paragraph(escapeHtml(intro)) +
    button(href, 'Apri il necrologio') +
    fallbackLink(href) +
    (manifesto ? paragraph(anchor(manifesto, 'Scarica il manifesto')) : '') +
    paragraph('Dalla pagina puoi lasciare un messaggio di cordoglio alla famiglia.');
  return {
    subject: `Necrologio di ${deceasedName}`,
    html: layout({ title: `Necrologio di ${deceasedName}`, body, footer: escapeHtml(CARD_FOOTER) }),
    text: textLayout(
      [
        'Buongiorno,',
        '',
        intro,
        '',
        `Apri il necrologio: ${href}`,
        ...(manifesto ? [`Manifesto: ${manifesto}`] : []),
      ],
      CARD_FOOTER,
    ),
    short: `Ricordo: ${intro} ${href}${manifesto ? ` — Manifesto: ${manifesto}` : ''}`,
    whatsapp: manifesto
      ? whatsapp(CARD_MANIFESTO_WA, sender, deceasedName, href, manifesto)
      : whatsapp(CARD_WA, sender, deceasedName, href),
  };
};

const PAGE_DATA_WA = waTemplate(
  'ricordo_dati_pagina',
  'Ciao {{1}}, ecco i dati della pagina di {{2}}. Pagina: {{3}} Libro delle condoglianze: {{4}} Codici: {{5}} Cartoncino da stampare: {{6}} Buon lavoro da Ricordo.',
);

/**
 * data: { name, deceasedName, link, bookLink, cardLink, code?, verificationCode? } — partnerSend: the page
 * data a partner sends to itself (its preferred contact): the page and book links, the plaque's code and
 * verification code, and the printable card in the panel.
 */
export const pageData: Template = (data, context) => {
  const template = 'page-data';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const href = link(template, data, 'link', context.publicUrl);
  const book = link(template, data, 'bookLink', context.publicUrl);
  const card = link(template, data, 'cardLink', context.publicUrl);
  const code = optionalText(template, data, 'code');
  const verification = optionalText(template, data, 'verificationCode');
  const codes = [
    ...(code ? [`QR code: ${code}`] : []),
    ...(verification ? [`Codice di verifica: ${verification}`] : []),
  ];
  const intro = `ecco i dati della pagina di ${deceasedName}.`;
  const body =
    paragraph(`Ciao ${escapeHtml(name)},`) +
    paragraph(escapeHtml(intro)) +
    button(href, 'Apri la pagina') +
    fallbackLink(href) +
    paragraph(`Libro delle condoglianze: ${anchor(book, book)}`) +
    codes.map((line) => paragraph(escapeHtml(line))).join('') +
    paragraph(`Cartoncino da stampare (dal pannello): ${anchor(card, 'scarica il PDF')}`);
  return {
    subject: `I dati della pagina di ${deceasedName}`,
    html: layout({ title: `I dati della pagina di ${deceasedName}`, body }),
    text: textLayout([
      `Ciao ${name},`,
      '',
      intro,
      '',
      `Pagina: ${href}`,
      `Libro delle condoglianze: ${book}`,
      ...codes,
      `Cartoncino da stampare: ${card}`,
    ]),
    short: `Ricordo: pagina di ${deceasedName}: ${href} — Libro: ${book}${codes.length ? ` — ${codes.join(', ')}` : ''}`,
    whatsapp: whatsapp(PAGE_DATA_WA, name, deceasedName, href, book, codes.join(', ') || 'nessuno', card),
  };
};
