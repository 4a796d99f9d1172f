// @vitest-environment node
import { tokens } from '@ricordo/shared-design';
import { describe, expect, it, vi } from 'vitest';
import {
  BOOK_CSS,
  type CriticalPage,
  deriveCriticalCss,
  FLOWERS_CSS,
  MEMORIAL_CSS,
  PARTNER_CSS,
} from './critical-css';
import { parseCss } from './css-rules';
import { STYLESHEETS } from './stylesheets';

vi.mock('./stylesheets', () => import('./stylesheets.node'));

const SERVED: Record<CriticalPage, string> = {
  memorial: MEMORIAL_CSS,
  'memorial-book': BOOK_CSS,
  'partner-page': PARTNER_CSS,
  flowers: FLOWERS_CSS,
};
const pages = Object.keys(SERVED) as CriticalPage[];

/** The declarations of `selector` in `css` (outside @media), as `property:value` strings. */
function declarationsOf(css: string, selector: string): string[] {
  return parseCss(css)
    .filter((rule) => rule.media === null && rule.selectors.includes(selector))
    .flatMap((rule) => rule.declarations.map(([property, value]) => `${property}:${value}`));
}

describe('the critical style of the server-rendered pages', () => {
  it.each(pages)('finds every rule the %s page asks for in the stylesheets', (page) => {
    const derived = deriveCriticalCss(page);
    expect(derived.unmatched).toEqual([]);
    expect(derived.css).toBe(SERVED[page]);
    expect(parseCss(derived.css).length).toBeGreaterThan(5);
  });

  it('follows a stylesheet that changes', () => {
    const memorial = STYLESHEETS.memorial.replace('height: 120px;', 'height: 90px;');
    const changed = deriveCriticalCss('memorial', { ...STYLESHEETS, memorial }).css;
    expect(declarationsOf(MEMORIAL_CSS, '.pub-gallery-video')).toContain('height:120px');
    expect(declarationsOf(changed, '.pub-gallery-video')).toContain('height:90px');
  });

  it('names an allow-listed class that a stylesheet no longer has', () => {
    const memorial = STYLESHEETS.memorial.replaceAll('.pub-buy-card', '.pub-offer-card');
    expect(deriveCriticalCss('memorial', { ...STYLESHEETS, memorial }).unmatched).toEqual([
      '.pub-buy-card a',
    ]);
  });

  it("gives every kit variable its token as fallback, and leaves the kit's paint to its stylesheet", () => {
    for (const css of Object.values(SERVED)) {
      expect(css).not.toMatch(/var\(--rc-[\w-]+\)/);
      for (const rule of parseCss(css)) {
        for (const [property, value] of rule.declarations) {
          if (!/^border/.test(property)) expect(value).not.toMatch(/var\(--rc-(?:color|shadow|motion)/);
        }
      }
    }
    expect(declarationsOf(MEMORIAL_CSS, '.pub-memorial')).toContain(
      `padding:var(--rc-space-lg,${tokens.space.lg})`,
    );
    expect(declarationsOf(MEMORIAL_CSS, '.pub-memorial')).not.toContain('background:var(--rc-color-surface)');
    // A border decides a size: it keeps its colour, with the token as fallback.
    expect(declarationsOf(MEMORIAL_CSS, '.pub-aphorism')).toContain(
      `border-left:3px solid var(--rc-color-accent,${tokens.color.accent})`,
    );
  });

  it("writes the kit's box rules under the server's node, without colours", () => {
    for (const css of [BOOK_CSS, FLOWERS_CSS]) {
      const kit = parseCss(css).filter((rule) => rule.selectors.some((s) => /^[*]|^\.rc-|^fieldset/.test(s)));
      expect(kit).toEqual([]);
      const scoped = parseCss(css).filter((rule) => rule.selectors[0].startsWith('#ricordo-ssr '));
      expect(scoped.length).toBeGreaterThan(10);
      for (const rule of scoped) {
        expect(rule.selectors.every((selector) => selector.startsWith('#ricordo-ssr '))).toBe(true);
        for (const [property, value] of rule.declarations) {
          expect(`${property}:${value}`).not.toMatch(/color|^border[^:]*:.*(?:transparent|#)/);
        }
      }
    }
    expect(declarationsOf(BOOK_CSS, '#ricordo-ssr .rc-button')).toEqual(
      expect.arrayContaining(['border-width:2px', 'border-style:solid']),
    );
    expect(PARTNER_CSS).not.toContain('#ricordo-ssr');
  });

  it('writes the order form under its own class, not the card page every account page shares', () => {
    expect(FLOWERS_CSS).not.toContain('.pub-card-page');
    expect(FLOWERS_CSS).not.toContain('.pub-root');
    expect(declarationsOf(FLOWERS_CSS, '.pub-flowers')).toContain('max-width:640px');
    expect(declarationsOf(FLOWERS_CSS, '.pub-flowers')).not.toContain('max-width:520px');
  });
});
