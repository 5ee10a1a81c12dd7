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

/** A choice option's text, with «Формула» under it to insert a formula at the caret. */
export function OptionTextField({ id, label, value, errors, onChange }: Props) {
  return (
    <div className="tasks-text-with-formula">
      <Field
        id={id}
        label={label}
        value={value}
        maxLength={TASK_LIMITS.choiceTextMax}
        errors={errors}
        onChange={(event) => onChange(event.target.value)}
      />
      <FormulaInsertButton fieldId={id} fieldLabel={label} value={value} onChange={onChange} />
    </div>
  );
}
