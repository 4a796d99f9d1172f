// Critical style of the server-rendered pages: the remote's stylesheets arrive with its JavaScript, so
// without these rules the first paint would be unstyled and then jump. Drawn, when ssr/render.cjs loads,
// from the stylesheets themselves (stylesheets.ts, inlined by the server build) and the kit's (themeCss):
// for each page, the rules its first paint needs (an allow-list of selectors), with the declarations that
// decide sizes and places. Paint is left to the stylesheets that follow: declarations on the kit's colour,
// shadow, face, weight or motion variables are dropped (a border is kept: its width decides a size), and
// the kit's variables get their token as the fallback. The backend puts the text in a <style> with the
// page nonce.
import { themeCss } from '@ricordo/shared-design';
import { type CssRule, minifySelector, minifyValue, parseCss, serializeCss } from './css-rules';
import { STYLESHEETS, type StylesheetName } from './stylesheets';

/** A selector as the stylesheet writes it, a class prefix ending in `*`, or [selector, written as]. */
type Entry = string | [selector: string, writtenAs: string];

interface PageSelection {
  sheets: StylesheetName[];
  /** The rules to take; 'all' for every rule of the sheets. */
  select: Entry[] | 'all';
  /** The kit's box rules (KIT_BOX) for a form drawn on the server. */
  kit?: boolean;
}

/** The memorial page's header, photo, notice, sections, gallery and lamp (the rules that decide sizes). */
const MEMORIAL: PageSelection = {
  sheets: ['public', 'memorial', 'notice', 'richText'],
  select: [
    '.pub-memorial',
    '.pub-memorial-photo',
    '.pub-memorial-notice',
    '.pub-notice-figure',
    '.pub-notice-manifesto',
    '.pub-dates',
    '.pub-aphorism',
    '.pub-memorial-section',
    '.pub-dedic-list',
    '.pub-buy-list',
    '.pub-buy-card a',
    '.pub-gallery*',
    '.pub-lamp-icon',
    '.pub-lamp-on',
    '.pub-lamp-flame',
    '.pub-lamp-fading',
    // The biography's fonts (the classes the server's sanitiser writes).
    '.rt-font-*',
  ],
};

/**
 * The order form of a purchase card (`/flowers?{type}&{id}`): the card page and the form's columns, written
 * under the form's own class (this style stays in the page after the visitor moves on to other card pages,
 * which share `.pub-card-page`).
 */
const FLOWERS: PageSelection = {
  sheets: ['public', 'pages', 'flowers'],
  select: [
    ['.pub-root h1', '.pub-flowers>h1'],
    ['.pub-card-page', '.pub-flowers'],
    ['.pub-card-page.pub-flowers', '.pub-flowers'],
    ['.pub-card-page>h1', '.pub-flowers>h1'],
    ['.pub-card-page p', '.pub-flowers p'],
    ['.pub-form .rc-field', '.pub-flowers .rc-field'],
    ['.pub-muted', '.pub-flowers .pub-muted'],
    '.pub-flowers__*',
  ],
  kit: true,
};

const PAGES = {
  memorial: MEMORIAL,
  'memorial-book': { sheets: ['memorialBook'], select: 'all', kit: true },
  'partner-page': { sheets: ['partnerPage'], select: 'all' },
  flowers: FLOWERS,
} satisfies Record<string, PageSelection>;

export type CriticalPage = keyof typeof PAGES;

/**
 * The box rules of the kit's components the server's forms use, for a first paint before the kit's
 * stylesheet arrives with the shell's JavaScript: the fields have their final size from the start and a
 * 360 px screen does not scroll sideways. Written under the server's node (`#ricordo-ssr`), where they
 * outrank the kit's own modifiers, so they carry no colour at all (a border keeps width and style).
 */
const KIT_BOX: Entry[] = [
  '*',
  '*::before',
  '*::after',
  '.rc-visually-hidden',
  '.rc-field',
  'fieldset.rc-field',
  '.rc-field__input',
  'textarea.rc-field__input',
  '.rc-field__hint',
  '.rc-select',
  '.rc-phone__controls',
  '.rc-phone__dial',
  '.rc-phone__number',
  '.rc-checkbox',
  '.rc-checkbox input',
  '.rc-collapsible__heading',
  '.rc-collapsible__toggle',
  '.rc-collapsible__body',
  '.rc-address',
  '.rc-address__legend',
  '.rc-address__grid',
  '.rc-address__row',
  '.rc-address__wide',
  '.rc-button',
  '.rc-button--full',
];

/** Where the server's node is (render.tsx). */
const SCOPE = '#ricordo-ssr';

/** The kit's variables whose token decides a size: kept, with the token as fallback. */
const SIZE_VARIABLE = /^--rc-(?:space|radius|font-size|line-height|touch-target)\b/;
/** Paint and behaviour that never decide a size (the select's drawn arrow included; also animation-*, transition-*). */
const PAINT_PROPERTIES = new Set([
  'cursor',
  'scroll-behavior',
  'box-shadow',
  'text-decoration',
  'accent-color',
  'resize',
  'appearance',
  'background-image',
  'background-position',
  'background-size',
  'background-repeat',
]);
const BORDER = /^border(?:-top|-right|-bottom|-left)?$/;
const BORDER_STYLE = /^(?:none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset)$/;
const BORDER_WIDTH = /^(?:thin|medium|thick|0|[\d.]+[a-z]*|calc\(.*\))$/;

/** The kit's variables and their values (the `:root` rule of its stylesheet, written from its tokens). */
function kitVariables(kitCss: string): Map<string, string> {
  const root = parseCss(kitCss).find((rule) => rule.selectors.join() === ':root');
  return new Map(root?.declarations ?? []);
}

/** Space-separated parts of a value, parentheses kept whole. */
function valueParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ' ' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current].filter(Boolean);
}

function declarations(rule: CssRule, variables: Map<string, string>, kit: boolean): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [property, value] of rule.declarations) {
    if (PAINT_PROPERTIES.has(property) || /^(?:animation|transition)/.test(property)) continue;
    const names = [...value.matchAll(/var\((--rc-[\w-]+)/g)].map((match) => match[1]);
    for (const name of names) {
      if (!variables.has(name)) throw new Error(`${rule.selectors.join()}: the kit has no ${name}`);
    }
    const paint = names.some((name) => !SIZE_VARIABLE.test(name));
    const parts = valueParts(value);
    const coloured = parts.some((part) => !BORDER_STYLE.test(part) && !BORDER_WIDTH.test(part));
    const border = BORDER.test(property);
    // The kit's rules, scoped, would outrank its own modifiers (`--secondary`, `[aria-invalid]`).
    if (border && kit && (paint || coloured)) {
      const width = parts.filter((part) => BORDER_WIDTH.test(part));
      const style = parts.filter((part) => BORDER_STYLE.test(part));
      if (width.length) out.push([`${property}-width`, width.join(' ')]);
      if (style.length) out.push([`${property}-style`, style.join(' ')]);
      continue;
    }
    // A border decides a size: it keeps its colour (with the token as fallback) on the page's own rules.
    if (paint && !border) continue;
    out.push([
      property,
      value.replace(
        /var\((--rc-[\w-]+)\)/g,
        (_, name: string) => `var(${name},${minifyValue(variables.get(name) ?? '')})`,
      ),
    ]);
  }
  return out;
}

/** The selectors of `rule` that `select` takes, written as the entry says. */
function taken(rule: CssRule, select: Entry[] | 'all'): string[] {
  if (select === 'all') return rule.selectors;
  return rule.selectors.flatMap((selector) => {
    for (const entry of select) {
      const [from, to] = typeof entry === 'string' ? [entry, selector] : entry;
      const wanted = minifySelector(from);
      if (
        wanted.endsWith('*') && wanted.length > 1
          ? selector.startsWith(wanted.slice(0, -1))
          : selector === wanted
      ) {
        return [to];
      }
    }
    return [];
  });
}

/** The entries of `select` that no rule of `rules` matches (a class renamed in a stylesheet). */
function unmatched(rules: CssRule[], select: Entry[] | 'all'): string[] {
  if (select === 'all') return [];
  return select
    .map((entry) => (typeof entry === 'string' ? entry : entry[0]))
    .filter((entry) => rules.every((rule) => taken(rule, [entry]).length === 0));
}

/** One rule per @media and selector list: a later rule's declarations replace or follow the earlier's. */
function merged(rules: CssRule[]): CssRule[] {
  const byKey = new Map<string, CssRule>();
  for (const rule of rules) {
    const key = `${rule.media ?? ''}|${rule.selectors.join()}`;
    const earlier = byKey.get(key);
    if (!earlier) {
      byKey.set(key, { ...rule, declarations: [...rule.declarations] });
      continue;
    }
    for (const [property, value] of rule.declarations) {
      const at = earlier.declarations.findIndex(([name]) => name === property);
      if (at >= 0) earlier.declarations[at] = [property, value];
      else earlier.declarations.push([property, value]);
    }
  }
  return [...byKey.values()];
}

function selectRules(
  css: string[],
  select: Entry[] | 'all',
  variables: Map<string, string>,
  kit: boolean,
): { rules: CssRule[]; unmatched: string[] } {
  const all = css.flatMap(parseCss);
  const rules = all.flatMap((rule) => {
    const selectors = taken(rule, select);
    if (!selectors.length) return [];
    const kept = declarations(rule, variables, kit);
    if (!kept.length) return [];
    return [
      {
        media: rule.media,
        selectors: kit ? selectors.map((selector) => `${SCOPE} ${selector}`) : selectors,
        declarations: kept,
      },
    ];
  });
  return { rules: merged(rules), unmatched: unmatched(all, select) };
}

export interface DerivedCss {
  css: string;
  /** Allow-list entries no rule matched: the stylesheets changed and the selection must follow. */
  unmatched: string[];
}

/** The critical style of `page`, from the given stylesheets (the built ones by default). */
export function deriveCriticalCss(
  page: CriticalPage,
  sheets: Record<StylesheetName, string> = STYLESHEETS,
  kitCss: string = themeCss,
): DerivedCss {
  const selection: PageSelection = PAGES[page];
  const variables = kitVariables(kitCss);
  const own = selectRules(
    selection.sheets.map((name) => sheets[name]),
    selection.select,
    variables,
    false,
  );
  const kit = selection.kit ? selectRules([kitCss], KIT_BOX, variables, true) : { rules: [], unmatched: [] };
  return {
    css: serializeCss([...own.rules, ...kit.rules]),
    unmatched: [...own.unmatched, ...kit.unmatched],
  };
}

export const MEMORIAL_CSS = deriveCriticalCss('memorial').css;
export const BOOK_CSS = deriveCriticalCss('memorial-book').css;
export const PARTNER_CSS = deriveCriticalCss('partner-page').css;
export const FLOWERS_CSS = deriveCriticalCss('flowers').css;
