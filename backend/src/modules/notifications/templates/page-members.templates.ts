import { button, escapeHtml, fallbackLink, field, layout, link, paragraph, textLayout } from './layout';
import type { RenderedMessage, TemplateContext, TemplateData } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const INVITATION_WA = waTemplate(
  'ricordo_invito_pagina',
  'Buongiorno, {{1}} ti invita {{2}} su Ricordo. Accetta da qui: {{3}} Il link vale 7 giorni e si può usare una sola volta.',
);
const INVITATION_AGAIN_WA = waTemplate(
  'ricordo_invito_da_rinnovare',
  'Ciao {{1}}, chi ha ricevuto il tuo invito per la pagina di {{2}} ({{3}}) non ha fatto in tempo ad accettarlo e ti chiede un nuovo invito: {{4}} Ricordo.',
);

/** 'a gestire la pagina di X' (manager) or 'a visitare la pagina di X' (guest of a private page). */
function invitedTo(role: string, deceasedName: string): string {
  return role === 'guest'
    ? `a visitare la pagina di ${deceasedName}`
    : `a gestire con lui o lei la pagina di ${deceasedName}`;
}

/**
 * data: { fromName, deceasedName, role, link } — to the address an owner typed in 'Gestori' (docs/contracts.md
 * "Page managers and guests"): `fromName` invites them to the page of `deceasedName` as a manager (or, role
 * 'guest', to read it); `link` opens /invito-pagina?token= (7 days, once). The owner typed an address, not a
 * name: the message greets without one.
 */
export function pageInvitation(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'page-invitation';
  const fromName = field(template, data, 'fromName');
  const deceasedName = field(template, data, 'deceasedName');
  const role = field(template, data, 'role');
  const href = link(template, data, 'link', context.publicUrl);
  const what = invitedTo(role, deceasedName);
  const intro = `${fromName} ti invita ${what} su Ricordo.`;
  const meaning =
    role === 'guest'
      ? 'Accettando, potrai leggere la pagina anche se la famiglia la tiene privata.'
      : 'Accettando, potrai approvare le dediche, curare le ricorrenze e la posizione della tomba e riceverai i messaggi della pagina. Ogni tua azione resta visibile al proprietario.';
  const after = [
    'Il link vale 7 giorni e si può usare una sola volta: per accettare accedi o registrati.',
    'Se non conosci chi ti scrive, ignora questo messaggio: nulla cambierà.',
  ];
  const subject =
    role === 'guest'
      ? `Invito alla pagina di ${deceasedName}`
      : `Invito a gestire la pagina di ${deceasedName}`;
  return {
    subject,
    html: layout({
      title: subject,
      body:
        paragraph('Buongiorno,') +
        paragraph(escapeHtml(intro)) +
        paragraph(escapeHtml(meaning)) +
        button(href, "Accetta l'invito") +
        fallbackLink(href) +
        after.map((line) => paragraph(escapeHtml(line))).join(''),
    }),
    text: textLayout(['Buongiorno,', '', intro, meaning, '', `Accetta l'invito: ${href}`, '', ...after]),
    short: `Ricordo: ${fromName} ti invita ${what}. Accetta da qui: ${href}`,
    whatsapp: whatsapp(INVITATION_WA, fromName, what, href),
  };
}

/**
 * data: { name, address, deceasedName, link } — to the owner when the holder of an expired or used invitation
 * asks for a new one ('Chiedi un nuovo invito'): `address` is where that invitation went; `link` opens the
 * owner's panel, where 'Gestori' sends a new one.
 */
export function pageInvitationAgain(data: TemplateData, context: TemplateContext): RenderedMessage {
  const template = 'page-invitation-again';
  const name = field(template, data, 'name');
  const address = field(template, data, 'address');
  const deceasedName = field(template, data, 'deceasedName');
  const href = link(template, data, 'link', context.publicUrl);
  const line = `Chi ha ricevuto il tuo invito per la pagina di ${deceasedName} (${address}) non ha fatto in tempo ad accettarlo e ti chiede di inviarne uno nuovo.`;
  const how = 'Puoi farlo dal tuo pannello, in «Le mie lapidi digitali», con il pulsante «Gestori».';
  return {
    subject: `Un invito per la pagina di ${deceasedName} è da rinnovare`,
    html: layout({
      title: 'Un invito da rinnovare',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(line)) +
        paragraph(escapeHtml(how)) +
        button(href, 'Apri il tuo pannello') +
        fallbackLink(href),
    }),
    text: textLayout([`Ciao ${name},`, '', line, how, '', `Apri il tuo pannello: ${href}`]),
    short: `Ricordo: ciao ${name}, ${address} ti chiede un nuovo invito per la pagina di ${deceasedName}: ${href}`,
    whatsapp: whatsapp(INVITATION_AGAIN_WA, name, deceasedName, address, href),
  };
}
