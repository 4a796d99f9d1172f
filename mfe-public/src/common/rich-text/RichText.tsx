import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import '@ricordo/shared-design/rich-text.css';

/** The font classes the server's sanitiser keeps on spans (backend media/rich-text.ts). */
const FONT_CLASSES = new Set(['rt-font-cookie', 'rt-font-ubuntu', 'rt-font-ubuntu-mono']);
const KEPT = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote']);
const LINK = /^\s*(?:https?:\/\/|mailto:)/i;
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Parses stored rich text into a node tree: the browser's DOMParser, or the server render entry's own. */
type RichTextParser = (html: string) => Node;
let parser: RichTextParser = (html) => new DOMParser().parseFromString(html, 'text/html').body;

/** The server render entry (src/ssr) has no DOMParser: it gives a parser building the same tree. */
export function setRichTextParser(parse: RichTextParser): void {
  parser = parse;
}

/**
 * Stored rich text (a biography, a description) as React elements, never through innerHTML: the text is
 * parsed once per value in an inert document and only the server's allow-list is rebuilt — formatting,
 * lists, quotes, http/https/mailto links with rel="noopener nofollow", spans with one font class; anything
 * else keeps only its text. Headings go down `headingShift` levels so they sit under the section's own
 * heading; the server's first paint is this same code (src/ssr/render.tsx). Null when there is
 * no visible text (an empty editor's '<p><br></p>'), so a section can leave itself out.
 */
export function useRichText(html: string, headingShift = 0): ReactNode[] | null {
  return useMemo(() => {
    const body = parser(html);
    if ((body.textContent ?? '').replace(/\u00a0|\s/g, '') === '') return null;
    return children(body, headingShift);
  }, [html, headingShift]);
}

/** `useRichText` as a component: the elements, or nothing. */
export function RichText({ html, headingShift = 0 }: { html: string; headingShift?: number }) {
  return <>{useRichText(html, headingShift)}</>;
}

function children(parent: Node, shift: number): ReactNode[] {
  return Array.from(parent.childNodes, (child, index) => node(child, index, shift));
}

function node(source: Node, key: number, shift: number): ReactNode {
  if (source.nodeType === TEXT_NODE) return source.textContent;
  if (source.nodeType !== ELEMENT_NODE) return null;
  const element = source as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'template') return null;
  const inner = children(element, shift);
  const heading = /^h([1-3])$/.exec(tag);
  if (heading) return createElement(`h${Math.min(Number(heading[1]) + shift, 6)}`, { key }, ...inner);
  if (KEPT.has(tag)) return createElement(tag, { key }, ...(tag === 'br' ? [] : inner));
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return LINK.test(href)
      ? createElement('a', { key, href: href.trim(), rel: 'noopener nofollow' }, ...inner)
      : createElement('span', { key }, ...inner);
  }
  if (tag === 'span') {
    const font = Array.from(element.classList).find((name) => FONT_CLASSES.has(name));
    return createElement('span', { key, className: font }, ...inner);
  }
  return <Fragment key={key}>{inner}</Fragment>;
}
