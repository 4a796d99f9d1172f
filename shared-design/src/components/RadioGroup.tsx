import type { ReactNode } from 'react';
import { describedBy, FieldMessages, useFieldIds } from './field-parts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, shown as the group's legend ('Come preferisci essere contattato?'). */
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
}

/** One choice among a few (contact method e-mail / WhatsApp / SMS), as a fieldset with a legend. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  id,
  className,
}: RadioGroupProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <fieldset
      id={controlId}
      className={['rc-field', 'rc-radio-group', className].filter(Boolean).join(' ')}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
    >
      <legend className="rc-field__label">
        {legend}
        {required && (
          <span className="rc-field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="rc-checkbox">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
