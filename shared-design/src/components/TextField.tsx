import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label, always tied to the input (htmlFor/id). */
  label: ReactNode;
  /** Message under the field (from the form rules); marks the input aria-invalid and describes it. */
  error?: string | null;
  /** Help text under the field, also read with the input. */
  hint?: ReactNode;
}

/**
 * Labelled text input with its error text. `required` shows an asterisk and sets aria-required, but not
 * the native attribute: the form rules give the Italian message, not the browser's bubble.
 * A `ref` reaches the input, so a form can focus the field the server complained about.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  required,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={['rc-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <input
        {...rest}
        id={controlId}
        type={type}
        className="rc-field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hint ? hintId : null, error ? errorId : null)}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** Multi-line variant of TextField (messages, biographies without formatting). */
export function TextArea({ label, error, hint, id, required, className, ...rest }: TextAreaProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={['rc-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        {...rest}
        id={controlId}
        className="rc-field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hint ? hintId : null, error ? errorId : null)}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
