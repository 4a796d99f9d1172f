import { useInsertionEffect } from 'react';
import { themeCss } from './theme-css';

export const THEME_STYLE_ID = 'ricordo-theme';

/**
 * Writes the kit's stylesheet (CSS variables, base rules, component rules) into <head> once per page,
 * however many apps call it: the shell and remotes may all mount <ThemeStyles />.
 */
export function injectTheme(doc: Document = document): HTMLStyleElement {
  const existing = doc.getElementById(THEME_STYLE_ID);
  if (existing instanceof HTMLStyleElement) return existing;
  const style = doc.createElement('style');
  style.id = THEME_STYLE_ID;
  // The server's CSP admits inline styles only with the nonce it put in the page (backend web module).
  const nonce = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = themeCss;
  doc.head.prepend(style); // first, so that an app's own rules win over the kit's
  return style;
}

/** Mount once near the root (the shell does); renders nothing itself. */
export function ThemeStyles(): null {
  useInsertionEffect(() => {
    injectTheme();
  }, []);
  return null;
}
