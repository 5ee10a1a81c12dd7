export interface FieldErrorsProps {
  id: string;
  errors: string[];
}

/**
 * The errors under a field. The live region is a wrapper around the list (a `ul` with
 * role=alert would lose its list role, which axe reports as serious); the control names
 * the wrapper's id in aria-describedby.
 */
export function FieldErrors({ id, errors }: FieldErrorsProps) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className="ui-field-errors" role="alert">
      {errors.length === 1 ? (
        <p className="ui-field-error">{errors[0]}</p>
      ) : (
        <ul>
          {errors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
