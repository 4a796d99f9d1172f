import type { TemplateData } from './template.types';

// Ricordo's calm palette (shared-design theme tokens), inlined: mail clients ignore stylesheets.
const COLORS = {
  background: '#f6f4f0',
  surface: '#ffffff',
  primary: '#2f4858',
  onPrimary: '#ffffff',
  text: '#24221f',
  muted: '#57524b',
  divider: '#d9d3ca',
};
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

export class TemplateDataError extends Error {
  constructor(template: string, field: string) {
    super(`Template ${template}: field "${field}" is missing or invalid`);
    this.name = 'TemplateDataError';
  }
}

/** A required non-empty string field of the template's data. */
export function field(template: string, data: TemplateData, name: string): string {
  const value = data[name];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') throw new TemplateDataError(template, name);
  return value;
}

/** A required list of strings (may be empty only when `allowEmpty`). */
export function list(template: string, data: TemplateData, name: string): string[] {
  const value = data[name];
  if (!Array.isArray(value) || value.length === 0 || value.some((item) => typeof item !== 'string'))
    throw new TemplateDataError(template, name);
  return value;
}

/**
 * An absolute http(s) link: a path ('/reset-password?token=…') is resolved against PUBLIC_URL; anything
 * that is not http(s) is refused, so no data can smuggle a javascript: link into a message.
 */
export function link(template: string, data: TemplateData, name: string, publicUrl: string): string {
  const value = field(template, data, name);
  let url: URL;
  try {
    url = value.startsWith('/') && !value.startsWith('//') ? new URL(value, `${publicUrl}/`) : new URL(value);
  } catch {
    throw new TemplateDataError(template, name);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TemplateDataError(template, name);
  return url.toString();
}

/** Builds an absolute link under PUBLIC_URL with query parameters (for callers that enqueue messages). */
export function publicLink(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** A paragraph of already-escaped HTML. */
export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px 0;font-family:${SANS};font-size:16px;line-height:1.6;color:${COLORS.text}">${html}</p>`;
}

export function button(href: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px 0"><tr>` +
    `<td style="background:${COLORS.primary};border-radius:4px">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-family:${SANS};` +
    `font-size:16px;color:${COLORS.onPrimary};text-decoration:none">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

/** The link written out too, for clients that do not show buttons. */
export function fallbackLink(href: string): string {
  return (
    `<p style="margin:0 0 16px 0;font-family:${SANS};font-size:13px;line-height:1.5;color:${COLORS.muted}">` +
    `Se il pulsante non funziona, copia questo indirizzo nel browser:<br>` +
    `<a href="${escapeHtml(href)}" style="color:${COLORS.primary};word-break:break-all">${escapeHtml(href)}</a></p>`
  );
}

export function anchor(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${COLORS.primary}">${escapeHtml(label)}</a>`;
}

export function heading(text: string): string {
  return `<h1 style="margin:0 0 16px 0;font-family:${SERIF};font-size:22px;font-weight:normal;color:${COLORS.primary}">${escapeHtml(text)}</h1>`;
}

/** The Ricordo frame: slate header with the serif name, white card, quiet footer. `body` is escaped HTML. */
export function layout(options: { title: string; body: string; footer?: string }): string {
  const footer =
    options.footer ?? 'Hai ricevuto questo messaggio perché hai un account su Ricordo o ne hai chiesto uno.';
  return (
    `<!doctype html><html lang="it"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title></head>` +
    `<body style="margin:0;padding:0;background:${COLORS.background}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background}"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLORS.surface};border:1px solid ${COLORS.divider}">` +
    `<tr><td style="background:${COLORS.primary};padding:20px 32px">` +
    `<span style="font-family:${SERIF};font-size:26px;letter-spacing:1px;color:${COLORS.onPrimary}">Ricordo</span></td></tr>` +
    `<tr><td style="padding:32px">${heading(options.title)}${options.body}</td></tr>` +
    `<tr><td style="padding:16px 32px;border-top:1px solid ${COLORS.divider};font-family:${SANS};font-size:12px;line-height:1.5;color:${COLORS.muted}">${footer}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

/** Plain-text frame matching `layout`. */
export function textLayout(lines: string[], footer?: string): string {
  return [
    ...lines,
    '',
    '—',
    'Ricordo',
    footer ?? 'Hai ricevuto questo messaggio perché hai un account su Ricordo o ne hai chiesto uno.',
  ].join('\n');
}
