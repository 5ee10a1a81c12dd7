import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionType, TASK_LIMITS } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Button, Field, FieldErrors } from '@tutor/ui';
import { FormulaField } from '@tutor/ui/math';
import { errorsAt } from '../../../shared/lib/failure';
import { newKey } from '../lib/keys';
import type { QuestionDraft } from '../lib/draft';
import type { QuestionAction } from '../lib/questions-reducer';

interface Props {
  question: QuestionDraft;
  index: number;
  errors: Errors;
  onAction: (action: QuestionAction) => void;
}

/**
 * The reference answers of a short-text question (text; a matching answer is checked
 * automatically) or of a formula question (typed with the visual formula input or TeX).
 */
export function ReferenceAnswersEditor({ question, index, errors, onAction }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const path = `questions.${index}.reference_answers`;
  const answers = question.references;
  const formula = question.type === QuestionType.Formula;
  const edit = (key: string, text: string) =>
    onAction({ type: 'edit_reference', index, key, text });
  return (
    <fieldset className="tasks-choices" aria-describedby={`${id}-hint`}>
      <legend>{t(formula ? 'questions.formula_references' : 'questions.references')}</legend>
      <p id={`${id}-hint`} className="ui-hint">
        {t(formula ? 'questions.formula_references_hint' : 'questions.references_hint')}
      </p>
      {answers.map((answer, number) => (
        <div
          key={answer.key}
          className={formula ? 'tasks-option tasks-formula-reference' : 'tasks-option'}
        >
          {formula ? (
            <FormulaField
              label={t('questions.reference', { number: number + 1 })}
              value={answer.text}
              errors={errorsAt(errors, `${path}.${number}`)}
              onChange={(text) => edit(answer.key, text)}
            />
          ) : (
            <Field
              label={t('questions.reference', { number: number + 1 })}
              value={answer.text}
              maxLength={TASK_LIMITS.referenceAnswerMax}
              errors={errorsAt(errors, `${path}.${number}`)}
              onChange={(event) => edit(answer.key, event.target.value)}
            />
          )}
          <Button
            variant="ghost"
            size="small"
            aria-label={t('questions.remove_reference', { number: number + 1 })}
            onClick={() => onAction({ type: 'remove_reference', index, key: answer.key })}
          >
            {t('common.delete')}
          </Button>
        </div>
      ))}
      <FieldErrors id={`${id}-errors`} errors={errorsAt(errors, path)} />
      <Button
        variant="secondary"
        size="small"
        disabled={answers.length >= TASK_LIMITS.referenceAnswersMax}
        onClick={() => onAction({ type: 'add_reference', index, key: newKey() })}
      >
        {t('questions.add_reference')}
      </Button>
    </fieldset>
  );
}
