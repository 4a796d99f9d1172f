// The server render entry has no DOMParser: this reads the stored rich text (already cleaned by the
// backend's allow-list, so well formed) into the small part of the DOM interface RichText walks
// (nodeType, tagName, childNodes, textContent, getAttribute, classList), so the server draws the same
// elements the browser's DOMParser leads to and hydration finds them in place.

interface MiniNode {
  nodeType: 1 | 3;
  tagName: string;
  childNodes: MiniNode[];
  textContent: string;
  classList: string[];
  getAttribute(name: string): string | null;
}

const VOID = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'wbr', 'source']);
const RAW = new Set(['script', 'style', 'template', 'textarea', 'title']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole;
    const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : whole;
  });
}

function textNode(text: string): MiniNode {
  return {
    nodeType: 3,
    tagName: '',
    childNodes: [],
    textContent: text,
    classList: [],
    getAttribute: () => null,
  };
}

function elementNode(tag: string, attributes: Map<string, string>): MiniNode {
  const node: MiniNode = {
    nodeType: 1,
    tagName: tag.toUpperCase(),
    childNodes: [],
    get textContent() {
      return node.childNodes.map((child) => child.textContent).join('');
    },
    classList: (attributes.get('class') ?? '').split(/\s+/).filter(Boolean),
    getAttribute: (name) => attributes.get(name) ?? null,
  };
  return node;
}

function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** The body of `html` as a node tree (unknown closing tags ignored, unclosed ones closed at the end). */
export function parseHtml(html: string): MiniNode {
  const body = elementNode('body', new Map());
  const stack: MiniNode[] = [body];
  const token =
    /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|[^<]+|</g;
  let match: RegExpExecArray | null;
  while ((match = token.exec(html))) {
    const current = stack[stack.length - 1];
    const [whole, closing, opening, attributes] = match;
    if (whole.startsWith('<!--')) continue;
    if (closing) {
      const name = closing.toLowerCase();
      const index = stack.findLastIndex((node, at) => at > 0 && node.tagName.toLowerCase() === name);
      if (index > 0) stack.length = index;
    } else if (opening) {
      const name = opening.toLowerCase();
      const element = elementNode(name, readAttributes(attributes ?? ''));
      current.childNodes.push(element);
      if (RAW.has(name)) {
        // Raw text up to the matching end tag; RichText drops these elements anyway.
        const end = html.toLowerCase().indexOf(`</${name}`, token.lastIndex);
        const stop = end === -1 ? html.length : end;
        element.childNodes.push(textNode(html.slice(token.lastIndex, stop)));
        token.lastIndex = end === -1 ? html.length : html.indexOf('>', end) + 1 || html.length;
      } else if (!VOID.has(name) && !whole.endsWith('/>')) {
        stack.push(element);
      }
    } else {
      current.childNodes.push(textNode(decodeEntities(whole)));
    }
  }
  return body;
}
