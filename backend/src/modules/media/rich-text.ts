import sanitizeHtml from 'sanitize-html';

/** Longest biography or description kept, counted after cleaning. */
export const RICH_TEXT_MAX_CHARS = 20_000;

/** The three site fonts and the class that shows each (public pages: rich-text.css of mfe-public). */
export const RICH_TEXT_FONT_CLASSES: Record<string, string> = {
  cookie: 'rt-font-cookie',
  ubuntu: 'rt-font-ubuntu',
  'ubuntu mono': 'rt-font-ubuntu-mono',
};
const FONT_CLASSES = Object.values(RICH_TEXT_FONT_CLASSES);

/** The class for a font named by an editor (`<font face>` or a style's font-family), or none. */
function fontClass(name: string | undefined): string | undefined {
  const key = (name ?? '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim()
    .toLowerCase();
  return RICH_TEXT_FONT_CLASSES[key];
}

/** A span keeps one font, as a class: inline styles would be refused by the pages' CSP anyway. */
function fontSpan(font: string | undefined, className: string | undefined): sanitizeHtml.Tag {
  const known = fontClass(font) ?? FONT_CLASSES.find((name) => (className ?? '').split(/\s+/).includes(name));
  return { tagName: 'span', attribs: known ? { class: known } : {} };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel'], span: ['class'] },
  allowedClasses: { span: FONT_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Scripts and styles go with their content; other unknown tags keep their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    // A link without an absolute http(s)/mailto address keeps its text as a plain span.
    a: (tagName, attribs): sanitizeHtml.Tag =>
      /^\s*(?:https?:\/\/|mailto:)/i.test(attribs.href ?? '')
        ? { tagName, attribs: { href: attribs.href.trim(), rel: 'noopener nofollow' } }
        : { tagName: 'span', attribs: {} },
    // Fonts as the browser's editor writes them, <font face> or <span style="font-family">, become a class.
    font: (_tagName, attribs): sanitizeHtml.Tag => fontSpan(attribs.face, undefined),
    span: (_tagName, attribs): sanitizeHtml.Tag =>
      fontSpan(/font-family\s*:\s*([^;]+)/i.exec(attribs.style ?? '')?.[1], attribs.class),
  },
};

/**
 * Rich text from an editor (biographies, descriptions) reduced to the allow-list of docs/contracts.md
 * "Uploads and rich text": simple formatting, lists, quotes, http/https/mailto links with
 * rel="noopener nofollow", and spans naming one of the three site fonts by class (rt-font-*). Everything else
 * (scripts, event handlers, javascript: links, images, iframes) is removed. Returns at most
 * RICH_TEXT_MAX_CHARS characters: a longer result is cut and cleaned again so no tag is left half open.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  if (clean.length <= RICH_TEXT_MAX_CHARS) return clean;
  return sanitizeHtml(clean.slice(0, RICH_TEXT_MAX_CHARS).replace(/<[^>]*$/, ''), OPTIONS).slice(
    0,
    RICH_TEXT_MAX_CHARS,
  );
}

/** The visible text of rich text (to tell an empty editor, '<p><br></p>', from a real biography). */
export function richTextIsEmpty(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
