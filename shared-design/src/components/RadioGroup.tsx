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

/**
 * One choice among a few (contact method e-mail / WhatsApp / SMS): a fieldset with a legend, exposed as a
 * radio group. `aria-required` is allowed on role radiogroup, not on the fieldset's own role group (axe
 * `aria-allowed-attr`, WCAG 4.1.2); the legend names the group explicitly, so it stays labelled whatever
 * the browser does with a fieldset whose role is changed.
 */
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
  const legendId = `${controlId}-legend`;
  return (
    <fieldset
      id={controlId}
      role="radiogroup"
      aria-labelledby={legendId}
      className={['rc-field', 'rc-radio-group', className].filter(Boolean).join(' ')}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
    >
      <legend id={legendId} className="rc-field__label">
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
