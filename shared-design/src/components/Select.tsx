import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** First, empty option ('' value), e.g. 'Seleziona'. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
}

/** Labelled native select (native keeps keyboard, screen-reader and mobile pickers right). */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  required,
  className,
  ...rest
}: SelectProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={['rc-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <select
        {...rest}
        id={controlId}
        className="rc-field__input rc-select"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hint ? hintId : null, error ? errorId : null)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
