import { useState } from 'react';
import { Button, MESSAGES } from '@ricordo/shared-design';

export const COOKIE_CONSENT_KEY = 'ricordo.cookieConsent';

function accepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

/** The cookie notice (spec public §2); once accepted it is remembered in localStorage. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !accepted());
  if (!visible) return null;
  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    } catch {
      // Storage refused (private mode): hide it for this page view at least.
    }
    setVisible(false);
  };
  return (
    <section className="shell-cookie" aria-label="Informativa sui cookie">
      <p>{MESSAGES.cookieBanner}</p>
      <Button onClick={accept}>{MESSAGES.cookieAccept}</Button>
    </section>
  );
}
