import { button, escapeHtml, fallbackLink, field, layout, link, list, paragraph, textLayout } from './layout';
import type { RenderedMessage, TemplateContext, TemplateData } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const TRANSFER_WA = waTemplate(
  'ricordo_cessione_proprieta',
  'Ciao {{1}}, {{2}} desidera cederti {{3}} su Ricordo. Accetta la proprietà da qui: {{4}} Il link vale 30 giorni e si può usare una sola volta.',
);
const TRANSFER_DONE_WA = waTemplate(
  'ricordo_cessione_completata',
  'Ciao {{1}}, il trasferimento di proprietà a {{2}} è completato ({{3}}). Apri il tuo pannello: {{4}} Ricordo.',
);

/** 'Giuseppe Verdi', 'Giuseppe Verdi e Anna Bianchi', 'A, B e C'. */
function names(deceasedNames: string[]): string {
  if (deceasedNames.length <= 1) return deceasedNames.join('');
  return `${deceasedNames.slice(0, -1).join(', ')} e ${deceasedNames[deceasedNames.length - 1]}`;
}

/** 'la lapide digitale di X' or 'le lapidi digitali di X e Y'. */
function pages(deceasedNames: string[]): string {
  return deceasedNames.length === 1
    ? `la lapide digitale di ${names(deceasedNames)}`
    : `le lapidi digitali di ${names(deceasedNames)}`;
}

/**
 * data: { name, fromName, deceasedNames, link } — to the receiver of a 'Cedi proprietà' request (spec panels
 * §2 "Ownership transfer dialog", §4): `fromName` hands over the pages of `deceasedNames`; `link` opens
 * /accetta-trasferimento?token= (one-shot). Until the receiver accepts, the pages stay with their owner.
 */
export function ownershipTransfer(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'ownership-transfer';
  const name = field(template, data, 'name');
  const fromName = field(template, data, 'fromName');
  const deceased = list(template, data, 'deceasedNames');
  const href = link(template, data, 'link', context.publicUrl);
  const what = pages(deceased);
  const one = deceased.length === 1;
  const intro = `${fromName} desidera cederti la proprietà ${one ? 'della lapide digitale' : 'delle lapidi digitali'} di ${names(deceased)} su Ricordo.`;
  const meaning = one
    ? 'Accettando, la pagina comparirà nel tuo pannello e potrai curarla e accogliere le dediche.'
    : 'Accettando, le pagine compariranno nel tuo pannello e potrai curarle e accogliere le dediche.';
  const after = [
    'Il link vale 30 giorni e si può usare una sola volta.',
    'Se non conosci chi ti scrive, ignora questo messaggio: nulla cambierà.',
  ];
  return {
    subject: one ? `Ti è stata ceduta ${what}` : `Ti sono state cedute ${what}`,
    html: layout({
      title: 'Una lapide digitale ti è stata affidata',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        paragraph(escapeHtml(meaning)) +
        button(href, 'Accetta la proprietà') +
        fallbackLink(href) +
        after.map((line) => paragraph(escapeHtml(line))).join(''),
    }),
    text: textLayout([
      `Ciao ${name},`,
      '',
      intro,
      meaning,
      '',
      `Accetta la proprietà: ${href}`,
      '',
      ...after,
    ]),
    short: `Ricordo: ciao ${name}, ${fromName} ti cede ${what}. Accetta da qui: ${href}`,
    whatsapp: whatsapp(TRANSFER_WA, name, fromName, what, href),
  };
}

/**
 * data: { name, receiverName, deceasedNames, link } — to the former owner once the receiver has accepted
 * (/accetta-trasferimento): the pages of `deceasedNames` now belong to `receiverName`; `link` opens the
 * former owner's panel.
 */
export function ownershipTransferAccepted(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'ownership-transfer-accepted';
  const name = field(template, data, 'name');
  const receiverName = field(template, data, 'receiverName');
  const deceased = list(template, data, 'deceasedNames');
  const href = link(template, data, 'link', context.publicUrl);
  const one = deceased.length === 1;
  const done = `${receiverName} ha accettato: ${pages(deceased)} ${one ? 'ora appartiene' : 'ora appartengono'} al suo account.`;
  const after = `Da questo momento non ${one ? 'la' : 'le'} trovi più tra le tue lapidi digitali.`;
  return {
    subject: 'Trasferimento di proprietà completato',
    html: layout({
      title: 'Trasferimento di proprietà completato',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(done)) +
        paragraph(escapeHtml(after)) +
        button(href, 'Apri il tuo pannello') +
        fallbackLink(href),
    }),
    text: textLayout([`Ciao ${name},`, '', done, after, '', `Apri il tuo pannello: ${href}`]),
    short: `Ricordo: ciao ${name}, ${done} ${href}`,
    whatsapp: whatsapp(TRANSFER_DONE_WA, name, receiverName, pages(deceased), href),
  };
}
