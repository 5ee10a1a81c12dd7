import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** One labelled radio button; put a group in `<fieldset className="ui-fieldset">` with a legend. */
export function Radio({ label, id, ...input }: RadioProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="ui-field ui-radio">
      <input id={inputId} type="radio" {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
