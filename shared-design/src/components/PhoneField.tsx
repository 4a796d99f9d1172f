import { useState, type ReactNode } from 'react';
import { PHONE_MAX } from '../forms/limits';
import { MESSAGES } from '../messages';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts';

/** Dial codes offered by PhoneField: Italy first, then the countries Ricordo's families most often call from. */
export const DIAL_CODES: ReadonlyArray<{ code: string; country: string }> = [
  { code: '39', country: 'Italia' },
  { code: '378', country: 'San Marino' },
  { code: '41', country: 'Svizzera' },
  { code: '33', country: 'Francia' },
  { code: '49', country: 'Germania' },
  { code: '43', country: 'Austria' },
  { code: '386', country: 'Slovenia' },
  { code: '34', country: 'Spagna' },
  { code: '44', country: 'Regno Unito' },
  { code: '32', country: 'Belgio' },
  { code: '31', country: 'Paesi Bassi' },
  { code: '351', country: 'Portogallo' },
  { code: '30', country: 'Grecia' },
  { code: '356', country: 'Malta' },
  { code: '385', country: 'Croazia' },
  { code: '40', country: 'Romania' },
  { code: '48', country: 'Polonia' },
  { code: '355', country: 'Albania' },
  { code: '373', country: 'Moldavia' },
  { code: '380', country: 'Ucraina' },
  { code: '212', country: 'Marocco' },
  { code: '216', country: 'Tunisia' },
  { code: '20', country: 'Egitto' },
  { code: '1', country: 'Stati Uniti / Canada' },
  { code: '54', country: 'Argentina' },
  { code: '55', country: 'Brasile' },
  { code: '61', country: 'Australia' },
];

export const DEFAULT_DIAL_CODE = '39';

/** Splits '+39-3331234567' into dial code and digits; a bare number counts as Italian. */
export function parsePhone(value: string | null | undefined): { dial: string | null; digits: string } {
  const text = (value ?? '').trim();
  const match = /^\+(\d{1,4})-(\d*)$/.exec(text);
  if (match) return { dial: match[1], digits: match[2] };
  const digits = text.replace(/\D/g, '');
  return { dial: null, digits };
}

/** '+{dial}-{digits}', or '' when there are no digits (spec panels §3: phone format +{dialcode}-{number}). */
export function formatPhone(dial: string, digits: string): string {
  return digits ? `+${dial}-${digits}` : '';
}

export interface PhoneFieldProps {
  /** Visible label of the number box ('Telefono'). */
  label: ReactNode;
  /** '+39-3331234567' or ''. */
  value: string;
  /** Receives '+{dial}-{digits}', or '' when the number box is empty. */
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Id of the number input (the label points at it). */
  id?: string;
  className?: string;
  onBlur?: () => void;
}

/**
 * Telephone with its dial code (spec panels §5 "User data", §9): a dial-code select (default +39, Italy
 * first) and a number box that keeps digits only, at most 12. Emits '+39-3331234567', or '' when the number
 * is empty, so a form never stores a lone dial code. The dial code chosen before typing is remembered.
 */
export function PhoneField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  id,
  className,
  onBlur,
}: PhoneFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const parsed = parsePhone(value);
  const [chosenDial, setChosenDial] = useState(DEFAULT_DIAL_CODE);
  // The value wins when it carries a dial code; the remembered choice fills in while it is empty.
  const dial = parsed.dial ?? chosenDial;
  const codes = DIAL_CODES.some((entry) => entry.code === dial)
    ? DIAL_CODES
    : [...DIAL_CODES, { code: dial, country: '' }];
  const dialId = `${controlId}-dial`;

  return (
    <div className={['rc-field', 'rc-phone', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <div className="rc-phone__controls">
        <label htmlFor={dialId} className="rc-visually-hidden">
          {MESSAGES.dialCode}
        </label>
        <select
          id={dialId}
          className="rc-field__input rc-select rc-phone__dial"
          value={dial}
          disabled={disabled}
          onChange={(event) => {
            setChosenDial(event.target.value);
            onChange(formatPhone(event.target.value, parsed.digits));
          }}
        >
          {codes.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.country ? `+${entry.code} ${entry.country}` : `+${entry.code}`}
            </option>
          ))}
        </select>
        <input
          id={controlId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className="rc-field__input rc-phone__number"
          value={parsed.digits}
          maxLength={PHONE_MAX}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
          onBlur={onBlur}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, PHONE_MAX);
            onChange(formatPhone(dial, digits));
          }}
        />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
