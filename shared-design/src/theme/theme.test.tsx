import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { injectTheme, THEME_STYLE_ID, ThemeStyles } from './ThemeStyles';
import { themeCss } from './theme-css';
import { media, tokens } from './tokens';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('tokens', () => {
  const c = tokens.color;
  const backgrounds = [c.background, c.surface, c.surfaceMuted];

  it.each([
    ['text', c.text],
    ['textMuted', c.textMuted],
    ['primary (links, secondary buttons)', c.primary],
    ['error text', c.error],
    ['success text', c.success],
    ['warning text', c.warning],
    ['accent', c.accent],
  ])('%s reaches AA (4.5:1) on every background', (_name, colour) => {
    for (const background of backgrounds) expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps button labels readable (4.5:1) on their fills', () => {
    expect(contrast(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onPrimary, c.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onAccent, c.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.error, c.errorSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.success, c.successSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.warning, c.warningSurface)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes field borders and the focus ring visible (3:1)', () => {
    for (const background of backgrounds) {
      expect(contrast(c.border, background)).toBeGreaterThanOrEqual(3);
      expect(contrast(c.focus, background)).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses the spec breakpoints 600 and 940 px', () => {
    expect(tokens.breakpoint).toEqual({ narrow: 600, medium: 940 });
    expect(media.narrow).toBe('(max-width: 599px)');
    expect(media.medium).toBe('(max-width: 939px)');
  });
});

describe('theme stylesheet', () => {
  it('declares the tokens as CSS variables, visible focus, reduced motion, and fetches nothing', () => {
    expect(themeCss).toContain(`--rc-color-primary: ${tokens.color.primary};`);
    expect(themeCss).toContain(':focus-visible { outline: 3px solid var(--rc-color-focus)');
    expect(themeCss).toContain('@media (prefers-reduced-motion: reduce)');
    expect(themeCss).not.toMatch(/@import|url\(|https?:\/\//);
  });

  it('is written into <head> once however many apps mount it', () => {
    render(
      <>
        <ThemeStyles />
        <ThemeStyles />
      </>,
    );
    injectTheme();
    const styles = document.head.querySelectorAll(`style#${THEME_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toBe(themeCss);
  });

  it('carries the nonce the server put in the page, so the CSP lets the stylesheet in', () => {
    document.getElementById(THEME_STYLE_ID)?.remove();
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'bm9uY2UtZm9yLXRlc3Q=';
    document.head.append(meta);
    try {
      expect(injectTheme().getAttribute('nonce')).toBe('bm9uY2UtZm9yLXRlc3Q=');
    } finally {
      meta.remove();
      document.getElementById(THEME_STYLE_ID)?.remove();
    }
  });
});
