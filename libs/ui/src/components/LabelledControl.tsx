import { useId, type ReactNode } from 'react';
import { FieldErrors } from './FieldErrors';

/** What a labelled control carries: its id, and its state announced with hint and errors. */
export interface ControlAttributes {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface LabelledProps {
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  id?: string;
  className?: string;
}

interface Props extends LabelledProps {
  render: (control: ControlAttributes) => ReactNode;
}

/** A label, the control `render` draws, its hint and its error list, wired for screen readers. */
export function LabelledControl({ label, errors = [], hint, id, className, render }: Props) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-errors`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, errors.length ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId}>{label}</label>
      {render({
        id: controlId,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
