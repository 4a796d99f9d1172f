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
import type { RenderedMessage, TemplateContext, TemplateData } from './template.types';

// Messages of the smart votive lamps (issue 12): the payment receipt for the subscriber, and a lamp's
// anomaly and recovery for its manager and its subscriber. Subscribers have no account, hence the footer.
const FOOTER = 'Hai ricevuto questo messaggio per il servizio di lampada votiva gestito con Ricordo.';

/**
 * data: { name, deceasedName, serial, protocol, amount, paidOn, paidUntil, type, link } — to the
 * subscriber after a payment; `link` downloads the receipt PDF (a secret link of that payment); `amount`
 * is formatted ('25,00 €'), the days 'dd/MM/yyyy'.
 */
export function lampReceipt(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'lamp-receipt';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const serial = field(template, data, 'serial');
  const protocol = field(template, data, 'protocol');
  const amount = field(template, data, 'amount');
  const paidOn = field(template, data, 'paidOn');
  const paidUntil = field(template, data, 'paidUntil');
  const type = field(template, data, 'type');
  const href = link(template, data, 'link', context.publicUrl);
  const intro = `abbiamo registrato il pagamento della lampada votiva di ${deceasedName}: resterà accesa fino al ${paidUntil} compreso.`;
  const details = [
    `Ricevuta n. ${protocol}`,
    `Importo: ${amount} (${type}), pagato il ${paidOn}`,
    `Lampada: ${serial}`,
  ];
  return {
    subject: 'Ricevuta del pagamento della lampada votiva',
    html: layout({
      title: 'Ricevuta di pagamento',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        paragraph(details.map(escapeHtml).join('<br>')) +
        button(href, 'Scarica la ricevuta (PDF)') +
        fallbackLink(href),
      footer: FOOTER,
    }),
    text: textLayout(
      [`Ciao ${name},`, '', intro, '', ...details, '', `Scarica la ricevuta (PDF): ${href}`],
      FOOTER,
    ),
    short: `Ricordo: pagamento lampada votiva di ${deceasedName} registrato, accesa fino al ${paidUntil}. Ricevuta: ${href}`,
  };
}

const REASONS: Record<string, string> = {
  missed: 'non si è collegata entro l’orario previsto',
  fault: 'ha segnalato un guasto',
};

/**
 * data: { name, deceasedName, serial, reason: 'missed' | 'fault', since, link } — to the manager (link:
 * the lamp panel) and the subscriber (link: the memorial page), once per incident; `since` 'dd/MM/yyyy HH:mm'.
 */
export function lampAnomaly(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'lamp-anomaly';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const serial = field(template, data, 'serial');
  const reason = REASONS[field(template, data, 'reason')];
  if (!reason) throw new TemplateDataError(template, 'reason');
  const since = field(template, data, 'since');
  const href = link(template, data, 'link', context.publicUrl);
  const intro = `la lampada votiva di ${deceasedName} (${serial}) ${reason} ed è in anomalia dal ${since}.`;
  const after = 'Ti scriveremo di nuovo quando tornerà a funzionare.';
  return {
    subject: 'Lampada votiva in anomalia',
    html: layout({
      title: 'Lampada votiva in anomalia',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        button(href, 'Vedi la lampada') +
        fallbackLink(href) +
        paragraph(escapeHtml(after)),
      footer: FOOTER,
    }),
    text: textLayout([`Ciao ${name},`, '', intro, '', `Vedi la lampada: ${href}`, '', after], FOOTER),
    short: `Ricordo: la lampada votiva di ${deceasedName} è in anomalia dal ${since}. ${href}`,
  };
}

/** data: { name, deceasedName, serial, link } — the lamp of an anomaly checked in again, working. */
export function lampRecovered(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'lamp-recovered';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const serial = field(template, data, 'serial');
  const href = link(template, data, 'link', context.publicUrl);
  const intro = `la lampada votiva di ${deceasedName} (${serial}) si è ricollegata e funziona di nuovo.`;
  return {
    subject: 'Lampada votiva di nuovo in funzione',
    html: layout({
      title: 'Lampada votiva di nuovo in funzione',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        button(href, 'Vedi la lampada') +
        fallbackLink(href),
      footer: FOOTER,
    }),
    text: textLayout([`Ciao ${name},`, '', intro, '', `Vedi la lampada: ${href}`], FOOTER),
    short: `Ricordo: la lampada votiva di ${deceasedName} funziona di nuovo. ${href}`,
  };
}
