export interface FieldErrorsProps {
  id: string;
  errors: string[];
}

/** The error list under a field; role=alert so a screen reader speaks it when it appears. */
export function FieldErrors({ id, errors }: FieldErrorsProps) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className="ui-field-errors" role="alert">
      {errors.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
