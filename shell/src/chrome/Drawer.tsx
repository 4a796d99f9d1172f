import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const DRAWER_ID = 'shell-drawer';

// The open drawer is not part of the first paint: its code comes on the visitor's intent (hover, focus or
// touch on the hamburger), before the click that opens it.
const loadPanel = () => import('./DrawerPanel');
const DrawerPanel = lazy(async () => ({ default: (await loadPanel()).DrawerPanel }));

/**
 * The side drawer of narrow screens (spec public §2, "Side drawer menu"): a hamburger button opens it;
 * Escape, the close button, the backdrop or following a link closes it and gives focus back.
 */
export function Drawer({
  onOpenExpiring,
  onOpenActing,
}: {
  onOpenExpiring: () => void;
  /** Admins: opens 'Agisci per un utente'. */
  onOpenActing: () => void;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname, search, hash } = useLocation();

  const close = useCallback((restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) toggle.current?.focus();
  }, []);

  // Any navigation closes the drawer.
  useEffect(() => {
    setOpen(false);
  }, [pathname, search, hash]);

  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="shell-hamburger"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DrawerPanel
            id={DRAWER_ID}
            close={close}
            onOpenExpiring={onOpenExpiring}
            onOpenActing={onOpenActing}
          />
        </Suspense>
      )}
    </>
  );
}
