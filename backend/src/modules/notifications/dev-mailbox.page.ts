import type { OutboxMessage } from './outbox-message.entity';
import { escapeHtml, type RenderedMessage } from './templates';
import { romeMinute } from '../../common/rome-time';

export interface MailboxEntry {
  message: OutboxMessage;
  content: RenderedMessage | null;
  renderError: string | null;
}

const CHANNEL_LABELS: Record<string, string> = { email: 'E-mail', wa: 'WhatsApp', sms: 'SMS' };
const STATUS_LABELS: Record<string, string> = {
  pending: 'in coda',
  sending: 'in invio',
  sent: 'inviato',
  held: 'trattenuto (nessun provider)',
  dead: 'non recapitato',
};

/** Text with its http(s) URLs made into links; everything escaped. */
export function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const NEW_TAB_BASE = '<base target="_blank">';

/**
 * A mail's HTML as the mailbox's frame shows it: every link opens in a new tab. Followed inside the frame,
 * a link would load the site into it, and the site refuses to be framed (frame-ancestors), so a button
 * would open a blocked frame. The frame's sandbox lets the tab escape the sandbox.
 */
export function mailFrameHtml(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return NEW_TAB_BASE + html;
  const end = head.index + head[0].length;
  return html.slice(0, end) + NEW_TAB_BASE + html.slice(end);
}

function entryHtml({ message, content, renderError }: MailboxEntry): string {
  const subject = content
    ? message.channel === 'email'
      ? content.subject
      : content.short.slice(0, 80)
    : message.template;
  const meta = [
    `#${message.id}`,
    CHANNEL_LABELS[message.channel] ?? message.channel,
    `a ${message.recipient}`,
    STATUS_LABELS[message.status] ?? message.status,
    `tentativi ${message.attempts}`,
    romeMinute(message.createdAt),
  ];
  let body: string;
  if (!content)
    body = `<p class="error">Impossibile mostrare il messaggio: ${escapeHtml(renderError ?? '')}</p>`;
  else if (message.channel === 'email')
    body =
      `<iframe title="${escapeHtml(content.subject)}" src="/dev/mailbox/${message.id}/html" ` +
      `sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" loading="lazy"></iframe>` +
      `<details><summary>Versione testo</summary><pre>${linkify(content.text)}</pre></details>`;
  else body = `<pre>${linkify(content.short)}</pre>`;
  const error = message.lastError
    ? `<p class="error">Ultimo errore: ${escapeHtml(message.lastError)}</p>`
    : '';
  return (
    `<article class="message status-${escapeHtml(message.status)}">` +
    `<h2>${escapeHtml(subject)}</h2><p class="meta">${meta.map(escapeHtml).join(' · ')}</p>${error}${body}</article>`
  );
}

const STYLE = `
body { margin: 0; background: #f6f4f0; color: #24221f; font-family: 'Helvetica Neue', Arial, sans-serif; }
header { background: #2f4858; color: #fff; padding: 16px 24px; }
header h1 { margin: 0; font-family: Georgia, 'Times New Roman', serif; font-weight: normal; font-size: 24px; }
header p { margin: 4px 0 0 0; font-size: 14px; opacity: 0.85; }
main { max-width: 860px; margin: 0 auto; padding: 16px; }
.message { background: #fff; border: 1px solid #d9d3ca; margin: 0 0 16px 0; padding: 16px; }
.message h2 { margin: 0 0 4px 0; font-size: 18px; font-family: Georgia, 'Times New Roman', serif; font-weight: normal; }
.meta { margin: 0 0 12px 0; color: #57524b; font-size: 13px; }
.error { color: #a1261b; font-size: 14px; }
iframe { width: 100%; height: 520px; border: 1px solid #d9d3ca; background: #fff; }
pre { white-space: pre-wrap; word-break: break-word; font-size: 14px; background: #ece8e1; padding: 12px; }
a { color: #2f4858; }
.empty { color: #57524b; }
`;

/** The developer mailbox: every recent outbox message with its rendered body and working links. */
export function mailboxPage(entries: MailboxEntry[], nonce: string): string {
  const list =
    entries.length > 0 ? entries.map(entryHtml).join('') : '<p class="empty">Nessun messaggio in uscita.</p>';
  return (
    `<!doctype html><html lang="it"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Posta in uscita (sviluppo)</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head><body>` +
    `<header><h1>Posta in uscita (sviluppo)</h1>` +
    `<p>Messaggi scritti dal sistema: e-mail, WhatsApp e SMS, dal più recente. Solo in sviluppo e in demo.</p></header>` +
    `<main>${list}</main></body></html>`
  );
}
