import {
  button,
  escapeHtml,
  fallbackLink,
  field,
  layout,
  link,
  paragraph,
  publicLink,
  textLayout,
} from './layout';
import type {
  RenderedMessage,
  Template,
  TemplateContext,
  TemplateData,
  WhatsAppTemplate,
} from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

/** A message with one greeting, a few sentences and one link button. */
function linkMessage(
  template: string,
  options: {
    subject: string;
    title: string;
    intro: string[];
    action: string;
    after: string[];
    short: (name: string, href: string) => string;
    /** The approved WhatsApp template: {{1}} the name, {{2}} the link. */
    whatsapp: WhatsAppTemplate;
  },
): Template {
  return (data: TemplateData, context: TemplateContext): RenderedMessage => {
    const name = field(template, data, 'name');
    const href = link(template, data, 'link', context.publicUrl);
    const body =
      paragraph(`Ciao ${escapeHtml(name)},`) +
      options.intro.map((line) => paragraph(escapeHtml(line))).join('') +
      button(href, options.action) +
      fallbackLink(href) +
      options.after.map((line) => paragraph(escapeHtml(line))).join('');
    return {
      subject: options.subject,
      html: layout({ title: options.title, body }),
      text: textLayout([
        `Ciao ${name},`,
        '',
        ...options.intro,
        '',
        `${options.action}: ${href}`,
        '',
        ...options.after,
      ]),
      short: options.short(name, href),
      whatsapp: whatsapp(options.whatsapp, name, href),
    };
  };
}

const IGNORE = 'Se non sei stato tu, puoi ignorare questo messaggio: nulla cambierà.';

/** data: { name, link } — link to /registerComplete?token= */
export const registration = linkMessage('registration', {
  subject: 'Completa la registrazione su Ricordo',
  title: 'Benvenuto su Ricordo',
  intro: ['grazie per esserti registrato. Per completare la registrazione scegli la tua password.'],
  action: 'Completa la registrazione',
  after: ['Il link vale una sola volta.', IGNORE],
  short: (name, href) => `Ricordo: ciao ${name}, completa la registrazione scegliendo la password: ${href}`,
  whatsapp: waTemplate(
    'ricordo_registrazione',
    'Ciao {{1}}, grazie per esserti registrato su Ricordo. Completa la registrazione scegliendo la password: {{2}} Il link vale una sola volta.',
  ),
});

/** data: { name, link } — link to /reset-password?token= */
export const passwordReset = linkMessage('password-reset', {
  subject: 'Reimposta la tua password',
  title: 'Reimposta la tua password',
  intro: ['abbiamo ricevuto una richiesta di reimpostare la password del tuo account Ricordo.'],
  action: 'Scegli una nuova password',
  after: ['Il link vale una sola volta e per poco tempo.', IGNORE],
  short: (name, href) => `Ricordo: ciao ${name}, reimposta la tua password da qui: ${href}`,
  whatsapp: waTemplate(
    'ricordo_reimposta_password',
    'Ciao {{1}}, per reimpostare la password del tuo account Ricordo scegline una nuova da qui: {{2}} Il link vale una sola volta e per poco tempo. Se non sei stato tu, ignora questo messaggio.',
  ),
});

/** data: { name, link } — link to /verifica-contatto?token= */
export const contactVerification = linkMessage('contact-verification', {
  subject: 'Conferma il tuo contatto',
  title: 'Conferma il tuo contatto',
  intro: ['per usare questo recapito con Ricordo ti chiediamo di confermarlo.'],
  action: 'Conferma il contatto',
  after: ['Il link vale una sola volta.', IGNORE],
  short: (name, href) => `Ricordo: ciao ${name}, conferma il tuo contatto: ${href}`,
  whatsapp: waTemplate(
    'ricordo_conferma_contatto',
    'Ciao {{1}}, per usare questo recapito con Ricordo confermalo da qui: {{2}} Il link vale una sola volta.',
  ),
});

/** data: { name, link } — link to /login-renewal?token= */
export const loginRenewal = linkMessage('login-renewal', {
  subject: 'Rinnova il memorial',
  title: 'Rinnova il memorial',
  intro: [
    'il servizio memorial del tuo caro è in scadenza. Rinnovandolo, la biografia, le foto e il video resteranno visibili a chi lo ricorda.',
  ],
  action: 'Rinnova il memorial',
  after: ['Il link vale una sola volta.'],
  short: (name, href) =>
    `Ricordo: ciao ${name}, il memorial del tuo caro è in scadenza. Rinnovalo qui: ${href}`,
  whatsapp: waTemplate(
    'ricordo_rinnovo_memorial',
    'Ciao {{1}}, il servizio memorial del tuo caro su Ricordo è in scadenza. Rinnovalo da qui: {{2}} Il link vale una sola volta.',
  ),
});

const USERNAME_WA = waTemplate(
  'ricordo_username',
  'Ciao {{1}}, lo username del tuo account Ricordo è {{2}}. Se non sei stato tu, ignora questo messaggio.',
);

/** data: { name, username } */
export const usernameRecovery: Template = (data, context) => {
  const name = field('username-recovery', data, 'name');
  const username = field('username-recovery', data, 'username');
  const loginHref = publicLink(context.publicUrl, '/login');
  const body =
    paragraph(`Ciao ${escapeHtml(name)},`) +
    paragraph('ecco lo username del tuo account Ricordo, come ci hai chiesto:') +
    paragraph(`<strong style="font-size:18px">${escapeHtml(username)}</strong>`) +
    button(loginHref, 'Accedi a Ricordo') +
    paragraph(escapeHtml(IGNORE));
  return {
    subject: 'Il tuo username Ricordo',
    html: layout({ title: 'Il tuo username', body }),
    text: textLayout([
      `Ciao ${name},`,
      '',
      'ecco lo username del tuo account Ricordo, come ci hai chiesto:',
      '',
      username,
      '',
      `Accedi a Ricordo: ${loginHref}`,
      '',
      IGNORE,
    ]),
    short: `Ricordo: ciao ${name}, il tuo username è ${username}`,
    whatsapp: whatsapp(USERNAME_WA, name, username),
  };
};
