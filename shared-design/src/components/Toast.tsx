import { useEffect, useSyncExternalStore } from 'react';
import { MESSAGES } from '../messages';

export type ToastKind = 'info' | 'success' | 'error' | 'warning';

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
  /** Milliseconds on screen; 0 keeps it until dismissed. */
  duration: number;
}

/** How long a toast stays, by kind: errors stay longer so there is time to read them. */
export const TOAST_DURATION: Readonly<Record<ToastKind, number>> = {
  info: 5000,
  success: 5000,
  warning: 8000,
  error: 10000,
};

// Module-level queue: the kit is a singleton, so a remote's toast() reaches the shell's <ToastHost />.
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a short message ('cancellato', 'Preferenza cambiata con successo'); returns its id. */
export function toast(
  message: string,
  kind: ToastKind = 'info',
  options: { duration?: number } = {},
): number {
  const item: ToastItem = { id: nextId++, message, kind, duration: options.duration ?? TOAST_DURATION[kind] };
  emit([...toasts, item]);
  return item.id;
}

/** Removes a toast before its time. */
export function dismissToast(id: number): void {
  emit(toasts.filter((item) => item.id !== id));
}

/** Removes every toast (leaving a page that should not carry messages over; tests between cases). */
export function clearToasts(): void {
  emit([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Where toasts appear; mount once (the shell does). A polite live region: screen readers announce each
 * message without interrupting. Each toast has a 'Chiudi notifica' button and leaves on its own.
 */
export function ToastHost() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div className="rc-toast-host" role="status" aria-live="polite" aria-relevant="additions text">
      {items.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </div>
  );
}

function ToastView({ item }: { item: ToastItem }) {
  useEffect(() => {
    if (item.duration <= 0) return undefined;
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item.id, item.duration]);
  return (
    <div className={`rc-toast rc-toast--${item.kind}`}>
      <span className="rc-toast__text">{item.message}</span>
      <button
        type="button"
        className="rc-button rc-button--text"
        aria-label={MESSAGES.closeNotification}
        onClick={() => dismissToast(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
