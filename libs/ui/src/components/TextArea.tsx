import type { TextareaHTMLAttributes } from 'react';
import { LabelledControl, type LabelledProps } from './LabelledControl';

export interface TextAreaProps
  extends LabelledProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof LabelledProps> {}

/** A labelled textarea like Field, with its hint and errors announced. */
export function TextArea({ label, errors, hint, id, className, ...textarea }: TextAreaProps) {
  return (
    <LabelledControl
      {...{ label, errors, hint, id }}
      className={['ui-textarea', className].filter(Boolean).join(' ')}
      render={(control) => <textarea rows={3} {...control} {...textarea} />}
    />
  );
}
