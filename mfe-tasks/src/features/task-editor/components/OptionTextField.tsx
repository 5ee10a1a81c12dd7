import { TASK_LIMITS } from '@tutor/contracts';
import { Field } from '@tutor/ui';
import { FormulaInsertButton } from '@tutor/ui/math';

interface Props {
  id: string;
  label: string;
  value: string;
  errors: string[];
  onChange: (text: string) => void;
}

/**
 * A choice option's text and «Формула» to insert a formula at its caret: two cells of the
 * option's grid, the button on a row of its own under the option (task-editor.css).
 */
export function OptionTextField({ id, label, value, errors, onChange }: Props) {
  return (
    <>
      <Field
        id={id}
        label={label}
        value={value}
        maxLength={TASK_LIMITS.choiceTextMax}
        errors={errors}
        onChange={(event) => onChange(event.target.value)}
      />
      <FormulaInsertButton fieldId={id} fieldLabel={label} value={value} onChange={onChange} />
    </>
  );
}
