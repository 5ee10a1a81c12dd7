import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_LIMITS } from '@tutor/contracts';
import { TextArea } from '@tutor/ui';
import { FormulaInsertButton } from '@tutor/ui/math';

interface Props {
  /** The text area's id, for the buttons that insert into it (an own one when absent). */
  id?: string;
  value: string;
  errors: string[];
  onChange: (text: string) => void;
  /** More buttons beside «Формула» that insert into the text (an image…). */
  tools?: ReactNode;
}

/** A question's text, with «Формула» to insert a formula made in the visual input. */
export function QuestionTextField({ id: givenId, value, errors, onChange, tools }: Props) {
  const { t } = useTranslation('tasks');
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className="tasks-text-with-formula">
      <TextArea
        id={id}
        label={t('questions.text')}
        hint={t('questions.text_hint')}
        value={value}
        maxLength={TASK_LIMITS.questionTextMax}
        errors={errors}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="tasks-text-tools">
        <FormulaInsertButton
          fieldId={id}
          fieldLabel={t('questions.text')}
          value={value}
          onChange={onChange}
        />
        {tools}
      </div>
    </div>
  );
}
