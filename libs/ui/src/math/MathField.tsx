import { useEffect, useRef } from 'react';
import type { MathfieldElement } from 'mathlive';
import { newMathField, type MathfieldClass } from './load-mathlive';

export interface MathFieldProps {
  element: MathfieldClass;
  value: string;
  onChange: (tex: string) => void;
  label: string;
  id?: string;
  describedBy?: string;
  invalid?: boolean;
  language: string;
}

/**
 * MathLive's `<math-field>` kept in step with a React value: built once per mount, its
 * typing reported as TeX. Its inner textbox takes the field's name (the host's
 * aria-label); on touch screens its virtual keyboard opens with the focus.
 */
export function MathField(props: MathFieldProps) {
  const { element, value, onChange, label, id, describedBy, invalid, language } = props;
  const host = useRef<HTMLDivElement>(null);
  const field = useRef<MathfieldElement | null>(null);
  const changed = useRef(onChange);
  const initial = useRef(value);

  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const mathField = newMathField(element, language);
    mathField.value = initial.current;
    mathField.mathVirtualKeyboardPolicy = 'auto';
    mathField.smartFence = true;
    mathField.className = 'ui-math-field';
    mathField.addEventListener('input', () => changed.current(mathField.value));
    host.current?.append(mathField);
    field.current = mathField;
    return () => {
      mathField.remove();
      field.current = null;
    };
  }, [element, language]);

  useEffect(() => {
    const mathField = field.current;
    if (mathField !== null && mathField.value !== value) mathField.value = value;
  }, [value]);

  useEffect(() => {
    const mathField = field.current;
    if (mathField === null) return;
    mathField.setAttribute('aria-label', label);
    if (id === undefined) mathField.removeAttribute('id');
    else mathField.id = id;
    if (describedBy === undefined) mathField.removeAttribute('aria-describedby');
    else mathField.setAttribute('aria-describedby', describedBy);
    if (invalid) mathField.setAttribute('aria-invalid', 'true');
    else mathField.removeAttribute('aria-invalid');
  }, [label, id, describedBy, invalid, element, language]);

  return <div ref={host} className="ui-math-field-host" />;
}
