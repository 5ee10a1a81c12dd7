import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hasReferenceAnswers, isChoiceQuestion, QuestionType, TASK_LIMITS } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Button, Field, FieldErrors } from '@tutor/ui';
import { RichText } from '@tutor/ui/math';
import { errorsAt } from '../../../shared/lib/failure';
import { ChoiceOptionsEditor } from './ChoiceOptionsEditor';
import { ReferenceAnswersEditor } from './ReferenceAnswersEditor';
import { QuestionTextField } from './QuestionTextField';
import type { QuestionDraft } from '../lib/draft';
import type { QuestionAction } from '../lib/questions-reducer';
import { SaveToBankButton } from '../bank/components/SaveToBankButton';
import { RubricEditor } from '../rubric/components/RubricEditor';
import { ImageButton } from '../files/components/ImageButton';
import { QuestionFiles } from '../files/components/QuestionFiles';
import { withFile } from '../files/lib/draft-files';
import { needsPreview } from '../files/lib/rich-preview';

interface Props {
  question: QuestionDraft;
  index: number;
  last: boolean;
  errors: Errors;
  onAction: (action: QuestionAction) => void;
  /** The task's subject in the form ('' for none), kept with the question in the bank. */
  subjectId: string;
}

/**
 * One question: its text and points; options for choices, the file limit for files,
 * reference answers for short text; reorder, remove and save to the question bank.
 */
export function QuestionEditor({ question, index, last, errors, onAction, subjectId }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const path = `questions.${index}`;
  return (
    <fieldset className="tasks-question">
      <legend>
        {t('questions.number', { number: index + 1 })} — {t(`questions.types.${question.type}`)}
      </legend>
      <QuestionTextField
        id={`${id}-text`}
        value={question.text}
        errors={errorsAt(errors, `${path}.text`)}
        onChange={(text) => onAction({ type: 'edit', index, patch: { text } })}
        tools={
          <ImageButton
            targetId={`${id}-text`}
            text={question.text}
            label={t('files.image.insert_into_text')}
            onInsert={(text, file) =>
              onAction({
                type: 'edit',
                index,
                patch: { text, images: withFile(question.images, file) },
              })
            }
          />
        }
      />
      {needsPreview(question.text) ? (
        <section className="tasks-formula-preview" aria-label={t('questions.formula_preview')}>
          <p className="tasks-formula-preview-title" aria-hidden="true">
            {t('questions.formula_preview')}
          </p>
          <p className="tasks-formula-preview-text">
            <RichText text={question.text} images={question.images} />
          </p>
        </section>
      ) : null}
      <Field
        label={t('questions.ball')}
        type="number"
        min={0}
        max={TASK_LIMITS.maxBallMax}
        step={1}
        value={question.ball}
        readOnly={Boolean(question.rubric)}
        {...(question.rubric ? { hint: t('rubric.ball_hint') } : {})}
        errors={errorsAt(errors, `${path}.ball`)}
        onChange={(event) => onAction({ type: 'edit', index, patch: { ball: event.target.value } })}
      />
      {question.type === QuestionType.File ? (
        <Field
          label={t('questions.max_files')}
          type="number"
          min={TASK_LIMITS.maxFilesMin}
          max={TASK_LIMITS.maxFilesMax}
          step={1}
          hint={t('questions.max_files_hint')}
          value={question.max_files}
          errors={errorsAt(errors, `${path}.max_files`)}
          onChange={(event) =>
            onAction({ type: 'edit', index, patch: { max_files: event.target.value } })
          }
        />
      ) : null}
      {hasReferenceAnswers(question.type) ? (
        <ReferenceAnswersEditor
          question={question}
          index={index}
          errors={errors}
          onAction={onAction}
        />
      ) : null}
      {isChoiceQuestion(question.type) ? (
        <ChoiceOptionsEditor
          question={question}
          index={index}
          errors={errors}
          onAction={onAction}
        />
      ) : null}
      {isChoiceQuestion(question.type) ? null : (
        <RubricEditor question={question} index={index} errors={errors} onAction={onAction} />
      )}
      <QuestionFiles question={question} index={index} errors={errors} onAction={onAction} />
      <FieldErrors
        id={`${id}-errors`}
        errors={errorsAt(errors, path, `${path}.type`, `${path}.id`)}
      />
      <div className="tasks-actions">
        <Button
          variant="secondary"
          disabled={index === 0}
          onClick={() => onAction({ type: 'move', index, by: -1 })}
        >
          {t('questions.up')}
        </Button>
        <Button
          variant="secondary"
          disabled={last}
          onClick={() => onAction({ type: 'move', index, by: 1 })}
        >
          {t('questions.down')}
        </Button>
        <Button variant="secondary" onClick={() => onAction({ type: 'remove', index })}>
          {t('questions.remove')}
        </Button>
        <SaveToBankButton
          question={question}
          subjectId={subjectId}
          name={t('questions.number', { number: index + 1 })}
        />
      </div>
    </fieldset>
  );
}
