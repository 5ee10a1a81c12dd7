import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldErrors } from './FieldErrors';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  errors?: string[];
}

export function Checkbox({ label, errors = [], id, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-errors`;
  return (
    <div className="ui-field ui-checkbox">
      <input
        id={inputId}
        type="checkbox"
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? errorId : undefined}
        {...input}
      />
      <label htmlFor={inputId}>{label}</label>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
