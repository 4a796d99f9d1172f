import { escapeHtml, field, layout, paragraph, textLayout } from './layout';
import type { Template } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const STAFF_FOOTER =
  "Messaggio inviato dal modulo contatti di Ricordo. Per rispondere, scrivi all'indirizzo del mittente.";

const CONTACT_WA = waTemplate(
  'ricordo_contatto_staff',
  'Nuovo messaggio dal modulo contatti di Ricordo da {{1}} ({{2}}). Oggetto: {{3}} Rispondi all’indirizzo del mittente.',
);

/**
 * data: { name, surname, email, object, content, messageId } — a /contact message for the staff
 * (spec public §7 contact). Reply goes to the visitor's address, shown in the body.
 */
export const contactMessage: Template = (data) => {
  const read = (name: string) => field('contact-message', data, name);
  const [name, surname, email, object, content] = ['name', 'surname', 'email', 'object', 'content'].map(read);
  const messageId = read('messageId');
  const html =
    paragraph(`Nuovo messaggio dal modulo contatti (n. ${escapeHtml(messageId)}).`) +
    paragraph(
      `<strong>Da:</strong> ${escapeHtml(`${name} ${surname}`)} &lt;${escapeHtml(email)}&gt;<br>` +
        `<strong>Oggetto:</strong> ${escapeHtml(object)}`,
    ) +
    paragraph(escapeHtml(content).replace(/\r?\n/g, '<br>'));
  return {
    subject: `Contatto dal sito: ${object}`,
    html: layout({ title: 'Messaggio dal modulo contatti', body: html, footer: STAFF_FOOTER }),
    text: textLayout(
      [
        `Nuovo messaggio dal modulo contatti (n. ${messageId}).`,
        '',
        `Da: ${name} ${surname} (${email})`,
        `Oggetto: ${object}`,
        '',
        content,
      ],
      STAFF_FOOTER,
    ),
    short: `Ricordo: nuovo messaggio da ${name} ${surname} (${email}): ${object}`,
    whatsapp: whatsapp(CONTACT_WA, `${name} ${surname}`, email, object),
  };
};
