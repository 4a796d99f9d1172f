import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { MESSAGES } from '../messages';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/**
 * Password input with a show/hide button (spec public §2, login "with show/hide"). The button says what
 * it will do ('Mostra password' / 'Nascondi password') and aria-pressed tells whether the text is shown.
 */
export function PasswordField({
  label,
  error,
  hint,
  id,
  required,
  className,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <div className={['rc-field', 'rc-password', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <div className="rc-field__control">
        <input
          {...rest}
          id={controlId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className="rc-field__input"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            rest['aria-describedby'],
            hint ? hintId : null,
            error ? errorId : null,
          )}
        />
        <button
          type="button"
          className="rc-password__toggle"
          aria-label={visible ? MESSAGES.hidePassword : MESSAGES.showPassword}
          aria-pressed={visible}
          aria-controls={controlId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
