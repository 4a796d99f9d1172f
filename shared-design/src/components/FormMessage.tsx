import type { ReactNode } from 'react';

export interface FormMessageProps {
  /** 'error' (server refusals, 'Riempi tutti i campi') is announced at once; 'info' politely. */
  kind?: 'error' | 'info';
  children: ReactNode;
  id?: string;
}

/**
 * The message of a whole form, shown above its actions: the server's ApiError.message, or a rule that is
 * about the form rather than one field. Errors are an alert; other notes a polite status.
 */
export function FormMessage({ kind = 'error', children, id }: FormMessageProps) {
  return (
    <p
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rc-form-message rc-form-message--${kind}`}
    >
      {children}
    </p>
  );
}
