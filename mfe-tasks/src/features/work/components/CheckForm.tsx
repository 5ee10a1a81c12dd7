import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX, type WorkView } from '@tutor/contracts';
import { Alert, Button, Field, TextArea } from '@tutor/ui';
import { AnswerView } from '../answers/components/AnswerView';
import { QuestionBlock } from '../answers/components/QuestionBlock';
import { useMarkText } from '../../../shared/hooks/use-mark-text';
import { RefusalAlert } from './RefusalAlert';
import { AutoCheckedNote } from './AutoCheckedNote';
import { useCheckForm } from '../hooks/use-check-form';
import { RubricCheck } from '../rubric/components/RubricCheck';
import { QuestionComments } from '../comments/components/QuestionComments';

interface Props {
  view: WorkView;
  onView: (view: WorkView) => void;
  onReload: () => void;
  /** Re-grading a checked work: only the final save, with an optional comment. */
  regrade?: { onDone: () => void };
}

/** The teacher's check: each answer with its points, the total, draft and finish. */
export function CheckForm({ view, onView, onReload, regrade }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const markText = useMarkText();
  const form = useCheckForm(view, onView, regrade?.onDone);
  // The scale is the server's: its mark is shown while it matches the points on screen.
  const mark = view.mark !== null && view.ball === form.total ? view.mark : null;

  return (
    <section
      className="work-answers"
      aria-label={regrade ? t('check.regrade_title') : t('work.answers')}
    >
      {regrade ? <h2>{t('check.regrade_title')}</h2> : null}
      {view.questions.map((question, index) => {
        const answer = view.answers.find((item) => item.question_id === question.id);
        return (
          <QuestionBlock
            key={question.id}
            question={question}
            number={index + 1}
            protect={false}
            footer={
              <>
                <AutoCheckedNote question={question} answer={answer} />
                {question.rubric ? (
                  <RubricCheck
                    question={question}
                    levels={form.levels[question.id] ?? {}}
                    errors={form.errors[question.id] ?? []}
                    onChoose={(criterion, level) => form.chooseLevel(question, criterion, level)}
                  />
                ) : (
                  <div className="work-check-ball">
                    <Field
                      label={t('check.ball_label', { number: index + 1 })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={question.ball}
                      step={1}
                      hint={t('check.ball_hint', { max: question.ball })}
                      value={form.balls[question.id] ?? ''}
                      errors={form.errors[question.id] ?? []}
                      onChange={(event) => form.setBall(question.id, event.target.value)}
                    />
                  </div>
                )}
                <QuestionComments
                  workId={view.id}
                  questionId={question.id}
                  number={index + 1}
                  writer={{ studentName: view.student.first_name }}
                />
              </>
            }
          >
            {() => <AnswerView question={question} answer={answer} protect={false} />}
          </QuestionBlock>
        );
      })}
      <p className="work-check-total">
        {t('check.total', { ball: form.total, max: view.max_ball })}
        {mark ? <span className="works-note">{t('mark_is', { mark: markText(mark) })}</span> : null}
      </p>
      {regrade ? (
        <TextArea
          label={t('check.regrade_comment')}
          rows={3}
          maxLength={COMMENT_TEXT_MAX}
          value={form.comment}
          errors={form.commentErrors}
          onChange={(event) => form.setComment(event.target.value)}
        />
      ) : null}
      <RefusalAlert error={form.error} onReload={onReload} />
      {form.note ? <Alert tone="success">{form.note}</Alert> : null}
      <div className="works-actions">
        {regrade ? (
          <Button variant="secondary" disabled={form.saving !== null} onClick={regrade.onDone}>
            {t('check.regrade_cancel')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            busy={form.saving === 'draft'}
            disabled={form.saving !== null}
            onClick={() => void form.save(false)}
          >
            {t('check.save_draft')}
          </Button>
        )}
        <Button
          busy={form.saving === 'finish'}
          disabled={form.saving !== null}
          onClick={() => void form.save(true)}
        >
          {regrade ? t('check.regrade_save') : t('check.finish')}
        </Button>
      </div>
    </section>
  );
}
