import { useId, type ReactNode } from 'react';

/** Ids that tie a control to its label, hint and error text. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? `rc-field-${generated.replace(/:/g, '')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="rc-field__label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="rc-field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string | null;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <span id={hintId} className="rc-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="rc-field__error">
          {error}
        </span>
      )}
    </>
  );
}
