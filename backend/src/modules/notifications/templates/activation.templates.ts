import {
  button,
  escapeHtml,
  fallbackLink,
  field,
  layout,
  link,
  list,
  paragraph,
  TemplateDataError,
  textLayout,
} from './layout';
import type { RenderedMessage, TemplateContext, TemplateData } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const IGNORE =
  'Se non hai chiesto tu questa attivazione, ignora questo messaggio: la pagina non sarà pubblicata.';

const ACTIVATION_WA = waTemplate(
  'ricordo_attivazione_lapide',
  'Ciao {{1}}, conferma i dati della lapide digitale di {{2}} da qui: {{3}} Il link vale 48 ore. Se non hai chiesto tu questa attivazione, ignora questo messaggio.',
);

/**
 * data: { name, deceasedName, details, link, newAccount } — to the owner of a plaque activation (spec public
 * §1 "Activation completes only after the owner confirms the data by e-mail or by a messaging app"). `details`
 * are the data sent, one line each ('Nome: Maria Rossi', …), so the owner confirms what they see; `link`
 * opens /conferma-attivazione?token= (one-shot, 48 hours); `newAccount` says the owner also received the
 * link to complete the registration.
 */
export function plaqueActivation(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'plaque-activation';
  const name = field(template, data, 'name');
  const deceasedName = field(template, data, 'deceasedName');
  const details = list(template, data, 'details');
  const href = link(template, data, 'link', context.publicUrl);
  if (typeof data.newAccount !== 'boolean') throw new TemplateDataError(template, 'newAccount');
  const intro = `abbiamo ricevuto i dati per attivare la lapide digitale di ${deceasedName}. Ti chiediamo di controllarli con calma:`;
  const confirm =
    'Se sono corretti, conferma: da quel momento la pagina sarà visibile a chi inquadra la targa QR.';
  const validity = 'Il link vale 48 ore e si può usare una sola volta.';
  const account =
    'Ti abbiamo inviato anche un messaggio per completare la registrazione scegliendo la tua password: con il tuo account potrai curare la pagina e accogliere le dediche.';
  const after = [validity, ...(data.newAccount ? [account] : []), IGNORE];
  return {
    subject: `Conferma l'attivazione della lapide digitale di ${deceasedName}`,
    html: layout({
      title: 'Conferma i dati della lapide digitale',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        paragraph(details.map((line) => escapeHtml(line)).join('<br>')) +
        paragraph(escapeHtml(confirm)) +
        button(href, "Conferma l'attivazione") +
        fallbackLink(href) +
        after.map((line) => paragraph(escapeHtml(line))).join(''),
    }),
    text: textLayout([
      `Ciao ${name},`,
      '',
      intro,
      '',
      ...details,
      '',
      confirm,
      `Conferma l'attivazione: ${href}`,
      '',
      ...after,
    ]),
    short: `Ricordo: ciao ${name}, conferma i dati della lapide digitale di ${deceasedName} da qui: ${href}`,
    whatsapp: whatsapp(ACTIVATION_WA, name, deceasedName, href),
  };
}
