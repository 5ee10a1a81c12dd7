import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionType, TASK_LIMITS } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Button, Checkbox, FieldErrors } from '@tutor/ui';
import { OptionTextField } from './OptionTextField';
import { errorsAt } from '../../../shared/lib/failure';
import { Radio } from '../../../shared/components/Radio';
import type { QuestionDraft } from '../lib/draft';
import type { QuestionAction } from '../lib/questions-reducer';
import { OptionImageTools } from '../files/components/OptionImageTools';
import { withFile } from '../files/lib/draft-files';

interface Props {
  question: QuestionDraft;
  index: number;
  errors: Errors;
  onAction: (action: QuestionAction) => void;
}

/** A choice question's options: text, the correct marker (radio or checkbox), add/remove. */
export function ChoiceOptionsEditor({ question, index, errors, onAction }: Props) {
  const { t } = useTranslation('tasks');
  const radioName = useId();
  const single = question.type === QuestionType.SingleChoice;
  const path = `questions.${index}`;
  const listErrors = errorsAt(errors, `${path}.options`, `${path}.correct`);
  const count = question.options.length;
  return (
    <fieldset className="tasks-choices">
      <legend>{t('questions.options')}</legend>
      {question.options.map((option, n) => {
        const number = n + 1;
        const correct = question.correct.includes(option.id);
        const mark = (on: boolean) =>
          onAction({ type: 'mark_correct', index, optionId: option.id, correct: on });
        const markerLabel = t('questions.correct', { number });
        return (
          <div className="tasks-option" key={option.id}>
            <OptionTextField
              id={`${radioName}-option-${option.id}`}
              label={t('questions.option', { number })}
              value={option.text}
              errors={errorsAt(errors, `${path}.options.${n}.text`, `${path}.options.${n}.id`)}
              onChange={(text) =>
                onAction({ type: 'edit_option', index, optionId: option.id, text })
              }
            />
            {single ? (
              <Radio
                name={radioName}
                label={markerLabel}
                checked={correct}
                onChange={(event) => mark(event.target.checked)}
              />
            ) : (
              <Checkbox
                label={markerLabel}
                checked={correct}
                onChange={(event) => mark(event.target.checked)}
              />
            )}
            <Button
              variant="secondary"
              aria-label={t('questions.remove_option', { number })}
              disabled={count <= TASK_LIMITS.choiceOptionsMin}
              onClick={() => onAction({ type: 'remove_option', index, optionId: option.id })}
            >
              {t('common.delete')}
            </Button>
            <OptionImageTools
              targetId={`${radioName}-option-${option.id}`}
              text={option.text}
              number={number}
              images={question.images}
              onInsert={(text, file) => {
                onAction({ type: 'edit_option', index, optionId: option.id, text });
                onAction({
                  type: 'edit',
                  index,
                  patch: { images: withFile(question.images, file) },
                });
              }}
            />
          </div>
        );
      })}
      <FieldErrors id={`${radioName}-errors`} errors={listErrors} />
      <Button
        variant="secondary"
        disabled={count >= TASK_LIMITS.choiceOptionsMax}
        onClick={() => onAction({ type: 'add_option', index })}
      >
        {t('questions.add_option')}
      </Button>
    </fieldset>
  );
}
