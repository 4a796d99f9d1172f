import {
  button,
  escapeHtml,
  fallbackLink,
  field,
  layout,
  link,
  paragraph,
  TemplateDataError,
  textLayout,
} from './layout';
import { dedicationInSentence } from '../../dedications/dedication-labels';
import type { RenderedMessage, TemplateContext, TemplateData } from './template.types';

/** What the dedication type is called in a sentence ('un cero votivo'; the dedications module's names). */
function giftName(template: string, data: TemplateData): string {
  const type = field(template, data, 'type');
  const name = dedicationInSentence(type);
  if (!name) throw new TemplateDataError(template, 'type');
  return name;
}

const optionalText = (data: TemplateData, name: string): string =>
  typeof data[name] === 'string' ? (data[name] as string).trim() : '';

/**
 * data: { name, deceasedName, giverName, type, text, sign, link, refuseLink } — to the page owner when a
 * paid dedication waits for approval (spec public §1, §2 /accetta-dono and /rifiuta-dono). `link` accepts,
 * `refuseLink` refuses; both carry the same one-shot token. `text` and `sign` may be ''.
 */
export function dedicationRequest(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'dedication-request';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const giverName = field(template, data, 'giverName');
  const gift = giftName(template, data);
  const accept = link(template, data, 'link', context.publicUrl);
  const refuse = link(template, data, 'refuseLink', context.publicUrl);
  const text = optionalText(data, 'text');
  const sign = optionalText(data, 'sign');
  const intro = `${giverName} ha lasciato ${gift} sulla pagina di ${deceasedName}. Prima di essere pubblicato attende la tua approvazione.`;
  const refusedRule =
    'Se la rifiuti, il dono sarà pubblicato in forma anonima e senza testo; una foto o un video saranno sostituiti da fiori virtuali.';
  const after = 'Puoi decidere una sola volta. Trovi la dedica anche nel tuo pannello, alla voce Dediche.';
  return {
    subject: `Una nuova dedica per ${deceasedName}`,
    html: layout({
      title: 'Una nuova dedica attende la tua approvazione',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        (text ? paragraph(`Testo: «${escapeHtml(text)}»`) : '') +
        (sign ? paragraph(`Firma: ${escapeHtml(sign)}`) : '') +
        button(accept, 'Accetta la dedica') +
        fallbackLink(accept) +
        paragraph(escapeHtml(refusedRule)) +
        button(refuse, 'Rifiuta la dedica') +
        fallbackLink(refuse) +
        paragraph(escapeHtml(after)),
    }),
    text: textLayout([
      `Ciao ${name},`,
      '',
      intro,
      ...(text ? [`Testo: «${text}»`] : []),
      ...(sign ? [`Firma: ${sign}`] : []),
      '',
      `Accetta la dedica: ${accept}`,
      '',
      refusedRule,
      `Rifiuta la dedica: ${refuse}`,
      '',
      after,
    ]),
    short: `Ricordo: ${giverName} ha lasciato ${gift} per ${deceasedName}. Accetta: ${accept} Rifiuta: ${refuse}`,
  };
}

/**
 * data: { name, deceasedName, type, outcome: 'accepted' | 'refused', link } — to the giver once the owner
 * decided; `link` opens the memorial page.
 */
export function dedicationOutcome(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'dedication-outcome';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const type = field(template, data, 'type');
  const gift = giftName(template, data);
  const outcome = field(template, data, 'outcome');
  if (outcome !== 'accepted' && outcome !== 'refused') throw new TemplateDataError(template, 'outcome');
  const href = link(template, data, 'link', context.publicUrl);
  const accepted = outcome === 'accepted';
  const media = type === 'dedica-foto' || type === 'dedica-video';
  const lines = accepted
    ? [`il tuo dono per ${deceasedName} (${gift}) è stato accettato ed è ora visibile sulla pagina.`]
    : [
        `il tuo dono per ${deceasedName} (${gift}) non è stato accettato dal titolare della pagina.`,
        media
          ? 'Sulla pagina compare in forma anonima come fiori virtuali, senza testo né immagini.'
          : 'Sulla pagina compare in forma anonima, senza testo.',
      ];
  const thanks = 'Grazie per il tuo pensiero.';
  return {
    subject: accepted ? 'La tua dedica è stata accettata' : 'La tua dedica non è stata accettata',
    html: layout({
      title: accepted ? 'Dedica accettata' : 'Dedica non accettata',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        lines.map((line) => paragraph(escapeHtml(line))).join('') +
        button(href, 'Vai alla pagina') +
        fallbackLink(href) +
        paragraph(escapeHtml(thanks)),
      footer: 'Hai ricevuto questo messaggio perché hai lasciato una dedica su Ricordo.',
    }),
    text: textLayout(
      [`Ciao ${name},`, '', ...lines, '', `Vai alla pagina: ${href}`, '', thanks],
      'Hai ricevuto questo messaggio perché hai lasciato una dedica su Ricordo.',
    ),
    short: accepted
      ? `Ricordo: il tuo dono per ${deceasedName} è stato accettato. ${href}`
      : `Ricordo: il tuo dono per ${deceasedName} non è stato accettato ed è pubblicato in forma anonima. ${href}`,
  };
}

/**
 * data: { name, deceasedName, giverName, type, outcome: 'accepted' | 'refused', link } — to the page owner
 * when an administrator decided a dedication in their place (admin panel #dedic); `link` opens the page.
 */
export function dedicationReviewed(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'dedication-reviewed';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const giverName = field(template, data, 'giverName');
  const gift = giftName(template, data);
  const outcome = field(template, data, 'outcome');
  if (outcome !== 'accepted' && outcome !== 'refused') throw new TemplateDataError(template, 'outcome');
  const href = link(template, data, 'link', context.publicUrl);
  const line =
    outcome === 'accepted'
      ? `lo staff di Ricordo ha accettato ${gift} lasciato da ${giverName} sulla pagina di ${deceasedName}: ora è visibile con testo e firma.`
      : `lo staff di Ricordo ha rifiutato ${gift} lasciato da ${giverName} sulla pagina di ${deceasedName}: compare in forma anonima, senza testo.`;
  const subject = `Una dedica per ${deceasedName} è stata valutata`;
  return {
    subject,
    html: layout({
      title: subject,
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(line)) +
        button(href, 'Vai alla pagina') +
        fallbackLink(href),
    }),
    text: textLayout([`Ciao ${name},`, '', line, '', `Vai alla pagina: ${href}`]),
    short: `Ricordo: ${line} ${href}`,
  };
}
