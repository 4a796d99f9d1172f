import { button, escapeHtml, fallbackLink, field, layout, link, paragraph, textLayout } from './layout';
import type { RenderedMessage, TemplateContext, TemplateData } from './template.types';
import { waTemplate, whatsapp } from './whatsapp';

const CONFIRM_WA = waTemplate(
  'ricordo_conferma_condoglianze',
  'Ciao {{1}}, grazie per il pensiero per {{2}}. Per pubblicarlo conferma da qui: {{3}} Il link vale una sola volta.',
);
const CONFIRM_CODE_WA = waTemplate(
  'ricordo_codice_condoglianze',
  'Ciao {{1}}, il codice di verifica per pubblicare le condoglianze per {{2}} è {{3}}. Oppure conferma da qui: {{4}} Il link vale una sola volta.',
);

/**
 * data: { name, deceasedName, link, code } — link to /bookconfirm?id=&token= (spec public §4 "Condolence
 * flow"); code is the 6-digit alternative for WhatsApp/SMS (bookCode), or '' when not sent.
 */
export function condolenceConfirm(data: TemplateData, context: TemplateContext): RenderedMessage {
  const name = field('condolence-confirm', data, 'name');
  const deceasedName = field('condolence-confirm', data, 'deceasedName');
  const href = link('condolence-confirm', data, 'link', context.publicUrl);
  const code = typeof data.code === 'string' ? data.code : '';
  const intro = `grazie per il pensiero lasciato nel libro delle condoglianze di ${deceasedName}. Per pubblicarlo conferma la tua identità.`;
  const after = 'Il link vale una sola volta. Se non sei stato tu, puoi ignorare questo messaggio.';
  return {
    subject: 'Conferma le tue condoglianze su Ricordo',
    html: layout({
      title: 'Conferma le tue condoglianze',
      body:
        paragraph(`Ciao ${escapeHtml(name)},`) +
        paragraph(escapeHtml(intro)) +
        button(href, 'Pubblica le condoglianze') +
        fallbackLink(href) +
        (code ? paragraph(`Codice di verifica: <strong>${escapeHtml(code)}</strong>`) : '') +
        paragraph(escapeHtml(after)),
    }),
    text: textLayout([
      `Ciao ${name},`,
      '',
      intro,
      '',
      `Pubblica le condoglianze: ${href}`,
      ...(code ? [`Codice di verifica: ${code}`] : []),
      '',
      after,
    ]),
    short: code
      ? `Ricordo: codice di verifica ${code} per pubblicare le condoglianze per ${deceasedName}. Oppure: ${href}`
      : `Ricordo: conferma le condoglianze per ${deceasedName}: ${href}`,
    whatsapp: code
      ? whatsapp(CONFIRM_CODE_WA, name, deceasedName, code, href)
      : whatsapp(CONFIRM_WA, name, deceasedName, href),
  };
}
