import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldMessages, useFieldIds } from './field-parts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> {
  /** Clickable label; may hold links (terms of service). */
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** Checkbox with its label and error text ('Devi accettare i termini'). */
export function Checkbox({ label, error, hint, id, required, className, ...rest }: CheckboxProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={['rc-field', className].filter(Boolean).join(' ')}>
      <label className="rc-checkbox" htmlFor={controlId}>
        <input
          {...rest}
          id={controlId}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            rest['aria-describedby'],
            hint ? hintId : null,
            error ? errorId : null,
          )}
        />
        <span>
          {label}
          {required && (
            <span className="rc-field__required" aria-hidden="true">
              *
            </span>
          )}
        </span>
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
