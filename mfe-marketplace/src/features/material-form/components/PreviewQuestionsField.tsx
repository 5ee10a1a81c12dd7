import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, FieldErrors, QueryStatus } from '@tutor/ui';
import { RichText } from '@tutor/ui/math';
import { useTaskQuery } from '../hooks/use-template-tasks';

interface Props {
  templateId: number | null;
  /** Positions (0-based) of the questions shown before buying. */
  selected: number[];
  errors: string[];
  onChange: (positions: number[]) => void;
}

/** The template task's questions, each with «Показывать до покупки». */
export function PreviewQuestionsField({ templateId, selected, errors, onChange }: Props) {
  const { t } = useTranslation('marketplace');
  const errorsId = useId();
  const task = useTaskQuery(templateId);
  if (templateId === null) return null;
  const toggle = (position: number, on: boolean) =>
    onChange(
      on
        ? [...selected.filter((item) => item !== position), position].sort((a, b) => a - b)
        : selected.filter((item) => item !== position),
    );

  return (
    <fieldset
      className="ui-fieldset mp-form-questions"
      aria-describedby={errors.length ? errorsId : undefined}
    >
      <legend>{t('form.questions')}</legend>
      <p className="ui-hint">{t('form.questions_hint')}</p>
      <QueryStatus query={task} loading={<p role="status">{t('form.loading_task')}</p>} />
      {task.data?.questions.length === 0 ? (
        <p className="mp-muted">{t('form.no_questions')}</p>
      ) : null}
      <ol className="mp-questions">
        {task.data?.questions.map((question, position) => (
          <li key={question.id} className="mp-question">
            <fieldset className="ui-fieldset">
              <legend>
                {t('form.question', { number: position + 1 })} ·{' '}
                {t(`question_types.${question.type}`)} ·{' '}
                {t('common.balls', { count: question.ball })}
              </legend>
              <p className="mp-question-text">
                <RichText text={question.text} images={question.images} />
              </p>
              <Checkbox
                label={t('form.show_before')}
                checked={selected.includes(position)}
                onChange={(event) => toggle(position, event.target.checked)}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldErrors id={errorsId} errors={errors} />
    </fieldset>
  );
}
