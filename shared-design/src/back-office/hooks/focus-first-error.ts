// After a refused submit, the keyboard and screen-reader user lands on the first field that needs work.
import { useEffect, useRef, type RefObject } from 'react';

/** Call `request()` when a submit is refused; the first aria-invalid control of the form gets the focus. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  });
  return {
    request: () => {
      pending.current = true;
    },
  };
}
