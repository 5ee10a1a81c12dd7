import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@tutor/ui/math';
import { QuestionType, type AnswerValue, type WorkQuestion } from '@tutor/contracts';
import { ProtectedText } from './ProtectedText';

interface Props {
  question: WorkQuestion;
  chosen: string[];
  protect: boolean;
  /** Absent: read-only, with the correct options marked when the view has them. */
  onChange?: (value: AnswerValue | null) => void;
}

/** Single choice as radios, multiple choice as checkboxes. */
export function ChoiceAnswer({ question, chosen, protect, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const name = useId();
  const single = question.type === QuestionType.SingleChoice;
  const toggle = (id: string, checked: boolean) => {
    const next = single
      ? [id]
      : checked
        ? [...chosen.filter((other) => other !== id), id]
        : chosen.filter((other) => other !== id);
    onChange?.(next.length === 0 ? null : { choice_ids: next });
  };
  return (
    <ul className="work-choices">
      {(question.options ?? []).map((option) => {
        const correct = question.correct?.includes(option.id) ?? false;
        return (
          <li key={option.id} className={correct ? 'work-choice-correct' : undefined}>
            <label>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={name}
                checked={chosen.includes(option.id)}
                disabled={onChange === undefined}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />{' '}
              <ProtectedText protect={protect}>
                <RichText text={option.text} images={question.images} />
              </ProtectedText>
            </label>
            {correct ? <span className="works-note">{t('question.correct')}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
