// One "I accept the … terms" box of the public forms (registration, dedication and QR-code orders): the
// text before the link, the link opening in a new tab, and optionally the privacy notice under it.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Checkbox } from '@ricordo/shared-design';
import { TEXTS } from '../texts';

export interface TermsCheckboxProps {
  id: string;
  name?: string;
  checked: boolean;
  error?: string | null;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** The words before the link, e.g. "Accetto i ". */
  before: ReactNode;
  /** The page the link opens: "/terms" or "/buy-terms". */
  to: string;
  linkText: ReactNode;
  /** Shows the link to the privacy notice under the box. */
  privacyHint?: boolean;
}

export function TermsCheckbox({
  id,
  name,
  checked,
  error,
  disabled,
  onChange,
  before,
  to,
  linkText,
  privacyHint = false,
}: TermsCheckboxProps) {
  return (
    <Checkbox
      id={id}
      name={name}
      required
      checked={checked}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      label={
        <>
          {before}
          <Link to={to} target="_blank" rel="noopener">
            {linkText}
          </Link>
        </>
      }
      hint={
        privacyHint ? (
          <Link to="/privacy" target="_blank" rel="noopener">
            {TEXTS.privacyNotice}
          </Link>
        ) : undefined
      }
    />
  );
}
