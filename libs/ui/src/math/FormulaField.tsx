import { useId } from 'react';
import { FieldErrors } from '../components/FieldErrors';
import { FormulaInput } from './FormulaInput';

export interface FormulaFieldProps {
  label: string;
  value: string;
  onChange: (tex: string) => void;
  errors?: string[];
  hint?: string;
  className?: string;
}

/** A labelled formula input with its hint and errors, as `Field` is for text. */
export function FormulaField({
  label,
  value,
  onChange,
  errors = [],
  hint,
  className,
}: FormulaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-errors` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <FormulaInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        aria-describedby={describedBy || undefined}
        aria-invalid={errors.length > 0}
      />
      {hint ? (
        <p id={`${id}-hint`} className="ui-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}
