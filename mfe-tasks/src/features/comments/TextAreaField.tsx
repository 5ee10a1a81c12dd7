import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldErrors } from '@tutor/ui';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  errors?: string[];
}

/** A labelled textarea with its error list, like the kit's Field. */
export function TextAreaField({ label, errors = [], id, className, ...area }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const errorId = `${areaId}-errors`;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={areaId}>{label}</label>
      <textarea
        id={areaId}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        {...area}
      />
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
