import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldErrors } from './FieldErrors';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
}

/** A labelled textarea like Field, with its hint and errors announced. */
export function TextArea({ label, errors = [], hint, id, className, ...textarea }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-errors`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, errors.length ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['ui-field', 'ui-textarea', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        rows={3}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
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
