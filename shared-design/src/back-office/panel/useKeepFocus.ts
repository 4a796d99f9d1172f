// A panel's section keeps the keyboard focus when the control that had it goes away (the row of a dedication
// just accepted, a form left for the list after 'Chiudi', the section left for another one): instead of
// falling to the page's body, where the next Tab starts again from the top of the page, it moves to the
// section's heading. While the next section is still loading (no heading yet) the section itself holds it.
import { useEffect } from 'react';

export function useKeepFocus(section: HTMLElement | null): void {
  useEffect(() => {
    if (!section) return undefined;
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      // The section holding the focus for a heading still to come is not a control the user chose.
      if (event.target === section) return;
      last = event.target instanceof Element ? event.target : null;
    };
    // Checked at every change of the section, until its heading is there (a section may still be loading).
    const observer = new MutationObserver(() => {
      if (!last || last.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== section) return;
      const heading = section.querySelector<HTMLElement>('h2');
      if (!heading) {
        if (active === section) return;
        section.tabIndex = -1;
        section.focus({ preventScroll: true });
        return;
      }
      heading.tabIndex = -1;
      heading.focus();
      section.removeAttribute('tabindex');
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(section, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [section]);
}
