import {
  anchor,
  button,
  escapeHtml,
  field,
  layout,
  link,
  list,
  paragraph,
  textLayout,
  TemplateDataError,
} from './layout';
import type { Template } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const ZONE_FOOTER =
  'Ricevi questo messaggio perché hai chiesto a Ricordo di avvisarti dei necrologi nella tua zona.';

const REALTIME_WA = waTemplate(
  'ricordo_necrologio_zona',
  'Ciao {{1}}, è stato pubblicato il necrologio di {{2}} ({{3}}): {{4}} Per non ricevere più questi avvisi: {{5}} Ricordo.',
);
const DIGEST_WA = waTemplate(
  'ricordo_necrologi_zona',
  'Ciao {{1}}, ci sono nuovi necrologi nella tua zona: {{2}} Per non ricevere più questi avvisi: {{3}} Ricordo.',
);

function unsubscribeFooter(href: string): string {
  return `${escapeHtml(ZONE_FOOTER)}<br>${anchor(href, 'Non voglio più ricevere questi avvisi')}`;
}

/** data: { name, deceasedName, place, link, unsubscribeLink } — one obituary, sent at once. */
export const obituaryRealtime: Template = (data, context) => {
  const template = 'obituary-realtime';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const place = field(template, data, 'place');
  const href = link(template, data, 'link', context.publicUrl);
  const unsubscribe = link(template, data, 'unsubscribeLink', context.publicUrl);
  const body =
    paragraph(`Ciao ${escapeHtml(name)},`) +
    paragraph(
      `è stato pubblicato il necrologio di <strong>${escapeHtml(deceasedName)}</strong> (${escapeHtml(place)}).`,
    ) +
    button(href, 'Leggi il necrologio') +
    paragraph('Un pensiero, una dedica o una parola di conforto possono essere di aiuto alla famiglia.');
  return {
    subject: 'Nuovo necrologio nella tua zona',
    html: layout({ title: 'Nuovo necrologio nella tua zona', body, footer: unsubscribeFooter(unsubscribe) }),
    text: textLayout(
      [
        `Ciao ${name},`,
        '',
        `è stato pubblicato il necrologio di ${deceasedName} (${place}).`,
        '',
        `Leggi il necrologio: ${href}`,
      ],
      `${ZONE_FOOTER}\nPer non ricevere più questi avvisi: ${unsubscribe}`,
    ),
    short: `Ricordo: è stato pubblicato il necrologio di ${deceasedName} (${place}): ${href} — Per non ricevere più avvisi: ${unsubscribe}`,
    whatsapp: whatsapp(REALTIME_WA, name, deceasedName, place, href, unsubscribe),
  };
};

/**
 * data: { name, names, places, links, unsubscribeLink, period } — several obituaries in one message;
 * names/places/links are parallel lists (one entry per obituary), period 'daily' or 'weekly'.
 */
export const obituaryDigest: Template = (data, context) => {
  const template = 'obituary-digest';
  const name = field(template, data, 'name');
  const names = list(template, data, 'names');
  const places = list(template, data, 'places');
  const links = list(template, data, 'links').map((value, index) =>
    link(template, { [`links[${index}]`]: value }, `links[${index}]`, context.publicUrl),
  );
  if (places.length !== names.length || links.length !== names.length)
    throw new TemplateDataError(template, 'names');
  const unsubscribe = link(template, data, 'unsubscribeLink', context.publicUrl);
  const weekly = data.period === 'weekly';
  const intro =
    names.length === 1
      ? weekly
        ? 'questa settimana è stato pubblicato un necrologio nella tua zona:'
        : 'oggi è stato pubblicato un necrologio nella tua zona:'
      : weekly
        ? `questa settimana sono stati pubblicati ${names.length} necrologi nella tua zona:`
        : `oggi sono stati pubblicati ${names.length} necrologi nella tua zona:`;
  const items = names
    .map(
      (deceasedName, index) =>
        `<li style="margin:0 0 10px 0">${anchor(links[index], deceasedName)} <span style="color:#57524b">— ${escapeHtml(places[index])}</span></li>`,
    )
    .join('');
  const body =
    paragraph(`Ciao ${escapeHtml(name)},`) +
    paragraph(escapeHtml(intro)) +
    `<ul style="margin:0 0 20px 0;padding-left:20px;font-family:'Helvetica Neue', Arial, sans-serif;font-size:16px;line-height:1.5">${items}</ul>` +
    paragraph('Un pensiero, una dedica o una parola di conforto possono essere di aiuto alle famiglie.');
  return {
    subject: 'I necrologi della tua zona',
    html: layout({ title: 'I necrologi della tua zona', body, footer: unsubscribeFooter(unsubscribe) }),
    text: textLayout(
      [
        `Ciao ${name},`,
        '',
        intro,
        '',
        ...names.map((deceasedName, index) => `- ${deceasedName} (${places[index]}): ${links[index]}`),
      ],
      `${ZONE_FOOTER}\nPer non ricevere più questi avvisi: ${unsubscribe}`,
    ),
    short: `Ricordo, necrologi nella tua zona: ${names
      .map((deceasedName, index) => `${deceasedName} (${places[index]}) ${links[index]}`)
      .join('; ')} — Per non ricevere più avvisi: ${unsubscribe}`,
    whatsapp: whatsapp(
      DIGEST_WA,
      name,
      names.map((deceasedName, index) => `${deceasedName} (${places[index]}) ${links[index]}`).join('; '),
      unsubscribe,
    ),
  };
};
