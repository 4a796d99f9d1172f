// A small reader and writer of plain stylesheets, enough for the server render's critical style
// (critical-css.ts): style rules at the top level or inside @media; @import, @font-face, @keyframes and
// the like are skipped. Output is minified the way a browser serialises it (no optional spaces).

/** One style rule; `media` is the condition of the @media block around it, if any. */
export interface CssRule {
  media: string | null;
  selectors: string[];
  declarations: Array<[property: string, value: string]>;
}

/** Splits at `separator` outside parentheses and quotes. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The index of the `}` closing the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error(`unclosed block at ${open}`);
}

/** A selector without optional spaces: `.a > b` → `.a>b`, `:nth-child(n + 3)` → `:nth-child(n+3)`. */
export function minifySelector(selector: string): string {
  return selector
    .replace(/\s+/g, ' ')
    .replace(/\s*([>+~,])\s*/g, '$1')
    .replace(/\(\s*([^)]*?)\s*\)/g, (_, inner: string) => `(${inner.replace(/\s+/g, '')})`)
    .trim();
}

/** A value without optional spaces or leading zeros: `minmax(0, 1fr)` → `minmax(0,1fr)`, `0.5` → `.5`. */
export function minifyValue(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/\s*([,/])\s*/g, '$1')
    .replace(/\s*!\s*important$/i, '!important')
    .replace(/(^|[\s,(/])0\.(\d)/g, '$1.$2')
    .trim();
}

/** A media condition without optional spaces: `(max-width: 599px)` → `(max-width:599px)`. */
function minifyMedia(media: string): string {
  return media
    .replace(/\s+/g, ' ')
    .replace(/\s*:\s*/g, ':')
    .trim();
}

/** The style rules of a stylesheet, in order. */
export function parseCss(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const walk = (body: string, media: string | null) => {
    let at = 0;
    for (;;) {
      const open = body.indexOf('{', at);
      if (open < 0) return;
      const statementEnd = body.indexOf(';', at);
      // A statement without a block (@import, @charset) ends before the next block opens.
      if (statementEnd >= 0 && statementEnd < open) {
        at = statementEnd + 1;
        continue;
      }
      const prelude = body.slice(at, open).trim();
      const close = closing(body, open);
      const inner = body.slice(open + 1, close);
      if (/^@media\b/i.test(prelude)) walk(inner, minifyMedia(prelude.slice('@media'.length)));
      else if (!prelude.startsWith('@')) {
        rules.push({
          media,
          selectors: splitTop(prelude, ',').map(minifySelector),
          declarations: splitTop(inner, ';').map((declaration) => {
            const colon = declaration.indexOf(':');
            return [
              declaration.slice(0, colon).trim().toLowerCase(),
              minifyValue(declaration.slice(colon + 1)),
            ];
          }),
        });
      }
      at = close + 1;
    }
  };
  walk(text, null);
  return rules;
}

/** Rules as one minified stylesheet; rules that follow each other under the same @media share its block. */
export function serializeCss(rules: CssRule[]): string {
  let out = '';
  let media: string | null = null;
  for (const rule of rules) {
    if (rule.media !== media) {
      if (media !== null) out += '}';
      if (rule.media !== null) out += `@media ${rule.media}{`;
      media = rule.media;
    }
    out += `${rule.selectors.join(',')}{${rule.declarations.map(([p, v]) => `${p}:${v}`).join(';')}}`;
  }
  if (media !== null) out += '}';
  return out;
}
