// The open side drawer (spec public §2, "Side drawer menu"): its own chunk, fetched when the visitor shows
// the intent to open it (hover, focus or touch on the hamburger), never on the first paint.
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { tokens } from '@ricordo/shared-design';
import { greeting } from './greeting';
import { ACTING_TEXTS } from './acting/acting-texts';
import { ExpiringButton } from './ExpiringMemorials';
import { CONTROL_PANEL_LABEL, DRAWER_SITE_LINKS, LOGIN, LOGOUT_LABEL, menuTarget, REGISTER } from './menu';
import { useAccount } from './useAccount';
import { useMediaQuery } from './useMediaQuery';

const NARROW = `(max-width: ${tokens.breakpoint.narrow - 1}px)`;

export interface DrawerPanelProps {
  /** The id the hamburger's aria-controls names. */
  id: string;
  /** Closes the drawer; focus goes back to the hamburger unless `restoreFocus` is false. */
  close: (restoreFocus?: boolean) => void;
  onOpenExpiring: () => void;
  /** Admins: opens 'Agisci per un utente'. */
  onOpenActing: () => void;
}

/** Focus on its first entry when it opens; Escape, the close button or the backdrop close it. */
export function DrawerPanel({ id, close, onOpenExpiring, onOpenActing }: DrawerPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const { user, role, panelPath, signOut } = useAccount();
  const narrow = useMediaQuery(NARROW);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  // Keeps Tab inside the open drawer.
  const trapFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = panel.current.querySelectorAll<HTMLElement>('a, button');
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="shell-drawer-backdrop" onClick={() => close()}>
      <div
        id={id}
        ref={panel}
        className="shell-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={trapFocus}
      >
        <button type="button" className="shell-drawer-close" aria-label="Chiudi menu" onClick={() => close()}>
          <span aria-hidden="true">✕</span>
        </button>
        <nav aria-label="Menu laterale">
          <ul className="shell-drawer-list">
            {user ? (
              <>
                <li className="shell-drawer-greeting">{greeting(user.name, narrow)}</li>
                <li className="shell-drawer-expiring">
                  <ExpiringButton
                    className="shell-drawer-link"
                    withText
                    onOpen={() => {
                      close(false);
                      onOpenExpiring();
                    }}
                  />
                </li>
                {panelPath && (
                  <li>
                    <Link className="shell-drawer-link" to={panelPath}>
                      {CONTROL_PANEL_LABEL}
                    </Link>
                  </li>
                )}
                {role === 'admin' && (
                  <li>
                    <button
                      type="button"
                      className="shell-drawer-link"
                      onClick={() => {
                        close(false);
                        onOpenActing();
                      }}
                    >
                      {ACTING_TEXTS.menu}
                    </button>
                  </li>
                )}
                <li>
                  <button
                    type="button"
                    className="shell-drawer-link"
                    onClick={() => {
                      close(false);
                      void signOut();
                    }}
                  >
                    {LOGOUT_LABEL}
                  </button>
                </li>
              </>
            ) : (
              [REGISTER, LOGIN].map((item) => (
                <li key={item.to}>
                  <Link className="shell-drawer-link" to={item.to}>
                    {item.label}
                  </Link>
                </li>
              ))
            )}
            {DRAWER_SITE_LINKS.map((item) => (
              <li key={item.to}>
                <Link className="shell-drawer-link" to={menuTarget(item, { pathname, search })}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
