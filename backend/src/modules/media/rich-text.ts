import sanitizeHtml from 'sanitize-html';

/** Longest biography or description kept, counted after cleaning. */
export const RICH_TEXT_MAX_CHARS = 20_000;

const FONTS = /^\s*(?:'Cookie'|"Cookie"|Cookie|'Ubuntu'|"Ubuntu"|Ubuntu|'Ubuntu Mono'|"Ubuntu Mono")\s*$/;

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
  allowedAttributes: { a: ['href', 'rel'], span: ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: { span: { 'font-family': [FONTS] } },
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
  },
};

/**
 * Rich text from an editor (biographies, descriptions) reduced to the allow-list of docs/contracts.md
 * "Uploads and rich text": simple formatting, lists, quotes, http/https/mailto links with
 * rel="noopener nofollow", and spans whose only style is one of the three site fonts. Everything else
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
