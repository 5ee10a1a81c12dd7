import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldErrors } from './FieldErrors';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: SelectOption[];
  placeholder?: string;
  errors?: string[];
}

export function Select({ label, options, placeholder, errors = [], id, ...select }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-errors`;
  return (
    <div className="ui-field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? errorId : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
