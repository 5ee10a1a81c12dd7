import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A labelled radio button in the look of the kit's Checkbox. */
export function Radio({ label, id, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="ui-field ui-checkbox">
      <input id={inputId} type="radio" {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
