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
import { waTemplate, whatsapp } from './whatsapp';

// Messages of the smart votive lamps: the payment receipt for the subscriber, and a lamp's
// anomaly and recovery for its manager and its subscriber. Subscribers have no account, hence the footer.
const FOOTER = 'Hai ricevuto questo messaggio per il servizio di lampada votiva gestito con Ricordo.';

const RECEIPT_WA = waTemplate(
  'ricordo_ricevuta_lampada',
  'Ciao {{1}}, abbiamo registrato il pagamento della lampada votiva di {{2}}: resta accesa fino al {{3}}. Scarica la ricevuta: {{4}} Grazie da Ricordo.',
);
const ANOMALY_WA = waTemplate(
  'ricordo_lampada_anomalia',
  'Ciao {{1}}, la lampada votiva di {{2}} ({{3}}) {{4}} ed è in anomalia dal {{5}}. Vedi la lampada: {{6}} Ti scriveremo di nuovo quando tornerà a funzionare.',
);
const RECOVERED_WA = waTemplate(
  'ricordo_lampada_ripristinata',
  'Ciao {{1}}, la lampada votiva di {{2}} ({{3}}) si è ricollegata e funziona di nuovo. Vedi la lampada: {{4}} Grazie da Ricordo.',
);

/**
 * data: { name, deceasedName, serial, protocol, amount, paidOn, paidUntil, type, link, invoiceLink? } — to
 * the subscriber after a payment; `link` downloads the receipt PDF (a secret link of that payment),
 * `invoiceLink` (when the invoice was issued) its invoice's readable copy; `amount` is formatted
 * ('25,00 €'), the days 'dd/MM/yyyy'.
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
  const invoiceHref =
    data.invoiceLink === undefined ? null : link(template, data, 'invoiceLink', context.publicUrl);
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
        fallbackLink(href) +
        (invoiceHref ? button(invoiceHref, 'Scarica la fattura (PDF)') + fallbackLink(invoiceHref) : ''),
      footer: FOOTER,
    }),
    text: textLayout(
      [
        `Ciao ${name},`,
        '',
        intro,
        '',
        ...details,
        '',
        `Scarica la ricevuta (PDF): ${href}`,
        ...(invoiceHref ? [`Scarica la fattura (PDF): ${invoiceHref}`] : []),
      ],
      FOOTER,
    ),
    short: `Ricordo: pagamento lampada votiva di ${deceasedName} registrato, accesa fino al ${paidUntil}. Ricevuta: ${href}`,
    whatsapp: whatsapp(RECEIPT_WA, name, deceasedName, paidUntil, href),
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
    whatsapp: whatsapp(ANOMALY_WA, name, deceasedName, serial, reason, since, href),
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
    whatsapp: whatsapp(RECOVERED_WA, name, deceasedName, serial, href),
  };
}

const RENEWAL_WA = waTemplate(
  'ricordo_rinnovo_lampada',
  'Ciao {{1}}, il periodo pagato della lampada votiva di {{2}} termina il {{3}}. Rinnova online il canone di {{4}}: {{5}} Grazie da Ricordo.',
);
const SWITCHED_OFF_WA = waTemplate(
  'ricordo_lampada_spenta',
  'Ciao {{1}}, la lampada votiva di {{2}} si è spenta: il periodo pagato è terminato il {{3}}. Per riaccenderla rinnova online: {{4}} Grazie da Ricordo.',
);

/**
 * data: { name, deceasedName, serial, paidUntil, days: '30' | '7', amount, link } — to the subscriber 30
 * and 7 days before the paid period ends; `link` opens the pay-online page (its secret is the permission);
 * `amount` is formatted ('25,00 €'), `paidUntil` 'dd/MM/yyyy' (the last paid day).
 */
export function lampRenewalReminder(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'lamp-renewal-reminder';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const serial = field(template, data, 'serial');
  const paidUntil = field(template, data, 'paidUntil');
  const days = field(template, data, 'days');
  if (days !== '30' && days !== '7') throw new TemplateDataError(template, 'days');
  const amount = field(template, data, 'amount');
  const href = link(template, data, 'link', context.publicUrl);
  const intro = `il periodo pagato della lampada votiva di ${deceasedName} (${serial}) termina il ${paidUntil}, fra ${days} giorni.`;
  const ask = `Per tenerla accesa un altro anno puoi rinnovare online il canone di ${amount}.`;
  return {
    subject: `La lampada votiva di ${deceasedName}: rinnovo entro il ${paidUntil}`,
    html: layout({
      title: 'Rinnovo della lampada votiva',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        paragraph(escapeHtml(ask)) +
        button(href, 'Rinnova online') +
        fallbackLink(href),
      footer: FOOTER,
    }),
    text: textLayout([`Ciao ${name},`, '', intro, ask, '', `Rinnova online: ${href}`], FOOTER),
    short: `Ricordo: la lampada votiva di ${deceasedName} è pagata fino al ${paidUntil}. Rinnova online (${amount}): ${href}`,
    whatsapp: whatsapp(RENEWAL_WA, name, deceasedName, paidUntil, amount, href),
  };
}

/**
 * data: { name, deceasedName, serial, paidUntil, link } — to the subscriber when the paid period ended
 * unpaid and the lamp switched off; `link` opens the pay-online page.
 */
export function lampSwitchedOff(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'lamp-switched-off';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const serial = field(template, data, 'serial');
  const paidUntil = field(template, data, 'paidUntil');
  const href = link(template, data, 'link', context.publicUrl);
  const intro = `la lampada votiva di ${deceasedName} si è spenta: il periodo pagato è terminato il ${paidUntil} (lampada ${serial}).`;
  const ask = 'Per riaccenderla puoi rinnovare online: si riaccende appena il pagamento è registrato.';
  return {
    subject: `La lampada votiva di ${deceasedName} si è spenta`,
    html: layout({
      title: 'Lampada votiva spenta',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        paragraph(escapeHtml(ask)) +
        button(href, 'Rinnova online') +
        fallbackLink(href),
      footer: FOOTER,
    }),
    text: textLayout([`Ciao ${name},`, '', intro, ask, '', `Rinnova online: ${href}`], FOOTER),
    short: `Ricordo: la lampada votiva di ${deceasedName} si è spenta, periodo pagato terminato il ${paidUntil}. Rinnova: ${href}`,
    whatsapp: whatsapp(SWITCHED_OFF_WA, name, deceasedName, paidUntil, href),
  };
}
