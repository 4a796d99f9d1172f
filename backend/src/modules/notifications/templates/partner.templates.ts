import { button, escapeHtml, fallbackLink, field, layout, link, paragraph, textLayout } from './layout';
import type { Template } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const INTRO = 'la richiesta di registrazione della tua azienda come partner di Ricordo è stata accettata.';
const CHOOSE =
  'Scegli la password del tuo account (la pagina ti mostra il tuo username): poi potrai accedere al pannello partner.';
const ONCE = 'Il link vale una sola volta.';
const ACCEPTED_WA = waTemplate(
  'ricordo_partner_accettato',
  'Ciao {{1}}, la richiesta di registrazione della tua azienda come partner di Ricordo è stata accettata. Scegli la password: {{2}} Il link vale una sola volta.',
);

/**
 * data: { name, link } — the accepted partner request (spec panels §4 "Partner"): the link to choose its password (/registerComplete, or /reset-password for an account that
 * had one before it was disabled).
 */
export const partnerAccepted: Template = (data, context) => {
  const name = field('partner-accepted', data, 'name');
  const href = link('partner-accepted', data, 'link', context.publicUrl);
  const body =
    paragraph(`Ciao ${escapeHtml(name)},`) +
    paragraph(escapeHtml(INTRO)) +
    paragraph(escapeHtml(CHOOSE)) +
    button(href, 'Scegli la password') +
    fallbackLink(href) +
    paragraph(escapeHtml(ONCE));
  return {
    subject: 'La tua richiesta di partnership è stata accettata',
    html: layout({ title: 'Benvenuto tra i partner di Ricordo', body }),
    text: textLayout([`Ciao ${name},`, '', INTRO, CHOOSE, '', `Scegli la password: ${href}`, '', ONCE]),
    short: `Ricordo: ciao ${name}, la tua richiesta di partnership è stata accettata. Scegli la password: ${href}`,
    whatsapp: whatsapp(ACCEPTED_WA, name, href),
  };
};
