import type { InputHTMLAttributes } from 'react';
import { LabelledControl, type LabelledProps } from './LabelledControl';

export interface FieldProps
  extends LabelledProps, Omit<InputHTMLAttributes<HTMLInputElement>, keyof LabelledProps> {}

/** A labelled input with its error list announced to assistive technology. */
export function Field({ label, errors, hint, id, className, ...input }: FieldProps) {
  return (
    <LabelledControl
      {...{ label, errors, hint, id, className }}
      render={(control) => <input {...control} {...input} />}
    />
  );
}
