import { anchor, button, escapeHtml, field, layout, link, paragraph, textLayout } from './layout';
import type { Template } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const REMINDER_FOOTER = 'Ricevi questo promemoria perché lo hai chiesto dalla pagina in ricordo su Ricordo.';

const REMINDER_WA = waTemplate(
  'ricordo_promemoria_ricorrenza',
  'Buongiorno, domani, {{1}}, è {{2}} di {{3}}. {{4}} Per ricordarlo insieme: {{5}} Per non ricevere più questo promemoria: {{6}} Ricordo.',
);

/**
 * data: { deceasedName, title, day ('dd/MM/yyyy'), when ('' or 'alle 18:00'), place ('' or the place), link
 * (the memorial page), unsubscribeLink (/ricordamelo/annulla?token=) } — the mourning calendar's reminder,
 * sent the day before the date.
 */
export const calendarReminder: Template = (data, context) => {
  const template = 'calendar-reminder';
  const deceasedName = field(template, data, 'deceasedName');
  const title = field(template, data, 'title');
  const day = field(template, data, 'day');
  const when = typeof data.when === 'string' ? data.when : '';
  const place = typeof data.place === 'string' ? data.place : '';
  const href = link(template, data, 'link', context.publicUrl);
  const unsubscribe = link(template, data, 'unsubscribeLink', context.publicUrl);
  const detail = [when, place ? `a ${place}` : ''].filter(Boolean).join(', ');
  const lead = `domani, ${day}, è ${title.toLowerCase()} di ${deceasedName}.`;
  const comfort = 'Un pensiero, un fiore o una parola per la famiglia possono accompagnare questo giorno.';
  return {
    subject: `Domani: ${title.toLowerCase()} di ${deceasedName}`,
    html: layout({
      title: `Domani ricordiamo ${deceasedName}`,
      body:
        paragraph('Buongiorno,') +
        paragraph(escapeHtml(lead)) +
        (detail ? paragraph(escapeHtml(`Ci si ritrova ${detail}.`)) : '') +
        button(href, 'Apri la pagina in ricordo') +
        paragraph(escapeHtml(comfort)),
      footer: `${escapeHtml(REMINDER_FOOTER)}<br>${anchor(unsubscribe, 'Non voglio più ricevere questo promemoria')}`,
    }),
    text: textLayout(
      [
        'Buongiorno,',
        '',
        lead,
        ...(detail ? [`Ci si ritrova ${detail}.`] : []),
        '',
        `La pagina in ricordo: ${href}`,
        '',
        comfort,
      ],
      `${REMINDER_FOOTER}\nPer non ricevere più questo promemoria: ${unsubscribe}`,
    ),
    short: `Ricordo: domani, ${day}, è ${title.toLowerCase()} di ${deceasedName}${detail ? ` (${detail})` : ''}. ${href} — Per non ricevere più il promemoria: ${unsubscribe}`,
    whatsapp: whatsapp(
      REMINDER_WA,
      day,
      title.toLowerCase(),
      deceasedName,
      detail ? `Ci si ritrova ${detail}.` : 'Un pensiero può accompagnare questo giorno.',
      href,
      unsubscribe,
    ),
  };
};
