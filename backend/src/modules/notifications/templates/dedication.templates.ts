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
import { waTemplate, whatsapp } from './whatsapp';

const REQUEST_WA = waTemplate(
  'ricordo_dedica_da_approvare',
  'Ciao {{1}}, {{2}} ha lasciato {{3}} sulla pagina di {{4}} e attende la tua approvazione. Accetta: {{5}} Rifiuta: {{6}} Puoi decidere una sola volta.',
);
const ACCEPTED_WA = waTemplate(
  'ricordo_dedica_accettata',
  'Ciao {{1}}, il tuo dono per {{2}} ({{3}}) è stato accettato ed è ora visibile sulla pagina: {{4}} Grazie per il tuo pensiero.',
);
const REFUSED_WA = waTemplate(
  'ricordo_dedica_non_accettata',
  'Ciao {{1}}, il tuo dono per {{2}} ({{3}}) non è stato accettato dal titolare della pagina e compare in forma anonima: {{4}} Grazie per il tuo pensiero.',
);
const PUBLISHED_AFTER_DEADLINE_WA = waTemplate(
  'ricordo_dedica_pubblicata_scadenza',
  'Ciao {{1}}, il tuo dono per {{2}} ({{3}}) è stato pubblicato sulla pagina con testo e firma, come la famiglia ha scelto per i messaggi non valutati entro 7 giorni: {{4}} Grazie per il tuo pensiero.',
);
const LAPSED_WA = waTemplate(
  'ricordo_dedica_scaduta',
  'Ciao {{1}}, il tuo dono per {{2}} ({{3}}) non è stato valutato dalla famiglia entro 7 giorni e compare sulla pagina in forma anonima: {{4}} Grazie per il tuo pensiero.',
);
const RECEIPT_WA = waTemplate(
  'ricordo_dedica_in_attesa',
  'Ciao {{1}}, grazie per il tuo dono per {{2}} ({{3}}). Il tuo messaggio è in attesa di approvazione dalla famiglia: ti scriveremo appena sarà pubblicato. Pagina: {{4}} Con gratitudine.',
);
const REMINDER_WA = waTemplate(
  'ricordo_dedica_promemoria',
  'Ciao {{1}}, il dono lasciato da {{2}} per {{3}} ({{4}}) attende ancora la tua approvazione. Se non decidi entro il {{5}}, {{6}}. Puoi decidere qui: {{7}} Grazie.',
);
const REVIEWED_ACCEPTED_WA = waTemplate(
  'ricordo_dedica_accettata_staff',
  'Ciao {{1}}, lo staff di Ricordo ha accettato {{2}} lasciato da {{3}} sulla pagina di {{4}}: ora è visibile con testo e firma. Vai alla pagina: {{5}} Grazie.',
);
const REVIEWED_REFUSED_WA = waTemplate(
  'ricordo_dedica_rifiutata_staff',
  'Ciao {{1}}, lo staff di Ricordo ha rifiutato {{2}} lasciato da {{3}} sulla pagina di {{4}}: compare in forma anonima, senza testo. Vai alla pagina: {{5}} Grazie.',
);

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
    whatsapp: whatsapp(REQUEST_WA, name, giverName, gift, deceasedName, accept, refuse),
  };
}

/** The giver's outcome: decided by the family (accepted, refused) or by the page's choice after the deadline. */
export type DedicationOutcome = 'accepted' | 'refused' | 'published' | 'lapsed';
const OUTCOMES: readonly string[] = ['accepted', 'refused', 'published', 'lapsed'];

/**
 * data: { name, deceasedName, type, outcome, link } — to the giver once the dedication is decided; `link`
 * opens the memorial page. `outcome` 'accepted' / 'refused' is the family's (or staff's) decision;
 * 'published' / 'lapsed' is the page's choice applied when no one decided within the deadline (a lapse
 * follows the refusal rule: anonymous, a photo or video as virtual flowers).
 */
export function dedicationOutcome(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'dedication-outcome';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const type = field(template, data, 'type');
  const gift = giftName(template, data);
  const outcome = field(template, data, 'outcome');
  if (!OUTCOMES.includes(outcome)) throw new TemplateDataError(template, 'outcome');
  const href = link(template, data, 'link', context.publicUrl);
  const shown = outcome === 'accepted' || outcome === 'published';
  const media = type === 'dedica-foto' || type === 'dedica-video';
  const anonymous = media
    ? 'Sulla pagina compare in forma anonima come fiori virtuali, senza testo né immagini.'
    : 'Sulla pagina compare in forma anonima, senza testo.';
  const lines =
    outcome === 'accepted'
      ? [`il tuo dono per ${deceasedName} (${gift}) è stato accettato ed è ora visibile sulla pagina.`]
      : outcome === 'published'
        ? [
            `il tuo dono per ${deceasedName} (${gift}) è stato pubblicato sulla pagina con testo e firma.`,
            'La famiglia ha scelto di pubblicare i messaggi che non riesce a valutare entro 7 giorni.',
          ]
        : outcome === 'lapsed'
          ? [
              `il tuo dono per ${deceasedName} (${gift}) non è stato valutato dalla famiglia entro 7 giorni.`,
              anonymous,
            ]
          : [
              `il tuo dono per ${deceasedName} (${gift}) non è stato accettato dal titolare della pagina.`,
              anonymous,
            ];
  const thanks = 'Grazie per il tuo pensiero.';
  const subject =
    outcome === 'accepted'
      ? 'La tua dedica è stata accettata'
      : outcome === 'published'
        ? 'La tua dedica è stata pubblicata'
        : outcome === 'lapsed'
          ? 'La tua dedica compare in forma anonima'
          : 'La tua dedica non è stata accettata';
  const title =
    outcome === 'accepted'
      ? 'Dedica accettata'
      : outcome === 'published'
        ? 'Dedica pubblicata'
        : outcome === 'lapsed'
          ? 'Dedica non valutata'
          : 'Dedica non accettata';
  const wa =
    outcome === 'accepted'
      ? ACCEPTED_WA
      : outcome === 'published'
        ? PUBLISHED_AFTER_DEADLINE_WA
        : outcome === 'lapsed'
          ? LAPSED_WA
          : REFUSED_WA;
  return {
    subject,
    html: layout({
      title,
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
    short: shown
      ? `Ricordo: il tuo dono per ${deceasedName} è ${outcome === 'accepted' ? 'stato accettato' : 'stato pubblicato'}. ${href}`
      : `Ricordo: il tuo dono per ${deceasedName} ${outcome === 'lapsed' ? 'non è stato valutato entro 7 giorni' : 'non è stato accettato'} ed è pubblicato in forma anonima. ${href}`,
    whatsapp: whatsapp(wa, name, deceasedName, gift, href),
  };
}

/** The receipt's sentence, as the issue of the family's moderation words it. */
export const RECEIPT_SENTENCE = 'Il tuo messaggio è in attesa di approvazione dalla famiglia';

/**
 * data: { name, deceasedName, type, link } — to the giver when their dedication starts waiting for the
 * family's approval (once per dedication and channel); `link` opens the memorial page.
 */
export function dedicationReceipt(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'dedication-receipt';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const gift = giftName(template, data);
  const href = link(template, data, 'link', context.publicUrl);
  const lines = [
    `grazie per il tuo dono per ${deceasedName} (${gift}).`,
    `${RECEIPT_SENTENCE}: ti scriveremo appena sarà pubblicato.`,
    'Fino ad allora, sulla pagina il dono compare senza testo né firma.',
  ];
  const thanks = 'Con gratitudine, Ricordo.';
  return {
    subject: RECEIPT_SENTENCE,
    html: layout({
      title: RECEIPT_SENTENCE,
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
    short: `Ricordo: ${RECEIPT_SENTENCE} di ${deceasedName}. ${href}`,
    whatsapp: whatsapp(RECEIPT_WA, name, deceasedName, gift, href),
  };
}

/**
 * data: { name, deceasedName, giverName, type, deadline ('dd/MM/yyyy HH:mm', Europe/Rome), afterDeadline:
 * 'publish' | 'lapse', link } — to each of the page's moderators once, when a dedication still waits after
 * 48 hours; `link` opens the client panel's dedications, where it can be decided.
 */
export function dedicationReminder(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'dedication-reminder';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const giverName = field(template, data, 'giverName');
  const gift = giftName(template, data);
  const deadline = field(template, data, 'deadline');
  const afterDeadline = field(template, data, 'afterDeadline');
  if (afterDeadline !== 'publish' && afterDeadline !== 'lapse')
    throw new TemplateDataError(template, 'afterDeadline');
  const href = link(template, data, 'link', context.publicUrl);
  const then =
    afterDeadline === 'publish'
      ? 'sarà pubblicato con testo e firma, come previsto per la pagina'
      : 'comparirà in forma anonima e senza testo, come previsto per la pagina';
  const lines = [
    `il dono lasciato da ${giverName} per ${deceasedName} (${gift}) attende ancora la tua approvazione.`,
    `Se non decidi entro il ${deadline}, ${then}. Puoi cambiare questa scelta nel tuo pannello, alla voce Dediche.`,
  ];
  const subject = `Una dedica per ${deceasedName} attende ancora la tua approvazione`;
  return {
    subject,
    html: layout({
      title: subject,
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        lines.map((line) => paragraph(escapeHtml(line))).join('') +
        button(href, 'Vai alle dediche') +
        fallbackLink(href),
    }),
    text: textLayout([`Ciao ${name},`, '', ...lines, '', `Vai alle dediche: ${href}`]),
    short: `Ricordo: il dono di ${giverName} per ${deceasedName} attende la tua approvazione entro il ${deadline}. ${href}`,
    whatsapp: whatsapp(REMINDER_WA, name, giverName, deceasedName, gift, deadline, then, href),
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
    whatsapp: whatsapp(
      outcome === 'accepted' ? REVIEWED_ACCEPTED_WA : REVIEWED_REFUSED_WA,
      name,
      gift,
      giverName,
      deceasedName,
      href,
    ),
  };
}
