import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldErrors } from './FieldErrors';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
}

/** A labelled input with its error list announced to assistive technology. */
export function Field({ label, errors = [], hint, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-errors`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, errors.length ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
