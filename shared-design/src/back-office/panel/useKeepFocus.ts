// A panel's section keeps the keyboard focus when the control that had it goes away (the row of a dedication
// just accepted, a form left for the list after 'Chiudi'): instead of falling to the page's body, where the
// next Tab starts again from the top of the page, it moves to the section's heading.
import { useEffect } from 'react';

export function useKeepFocus(section: HTMLElement | null): void {
  useEffect(() => {
    if (!section) return undefined;
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
    };
    // Checked at every change of the section, until its heading is there (a section may still be loading).
    const observer = new MutationObserver(() => {
      if (!last || last.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const heading = section.querySelector<HTMLElement>('h2');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus();
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(section, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [section]);
}
