import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkView } from '@tutor/contracts';
import { Button, toast, useConfirm } from '@tutor/ui';
import { AnswerInput } from '../answers/components/AnswerInput';
import { answersByQuestion, type AnswerState } from '../answers/lib/answer-state';
import { isAnswered } from '../answers/lib/answered';
import { QuestionBlock } from '../answers/components/QuestionBlock';
import { RubricGrid } from '../rubric/components/RubricGrid';
import { QuestionComments } from '../comments/components/QuestionComments';
import { submitWork } from '../api/submit-work';
import { RefusalAlert } from './RefusalAlert';
import { SaveStatus } from './SaveStatus';
import { useAutosave } from '../hooks/use-autosave';

interface Props {
  view: WorkView;
  onSubmitted: (view: WorkView) => void;
  onReload: () => void;
}

/** The student doing a work: answers that save themselves, and the submit button. */
export function AnswerForm({ view, onSubmitted, onReload }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const [answers, setAnswers] = useState(() => answersByQuestion(view.answers));
  const autosave = useAutosave(view.id, view.version);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [confirm, confirmDialog] = useConfirm();

  const change = (questionId: number, answer: AnswerState) => {
    setAnswers((previous) => ({ ...previous, [questionId]: answer }));
    autosave.change(questionId, answer.value);
  };

  const submit = async () => {
    const total = view.questions.length;
    const unanswered = view.questions.filter((q) => !isAnswered(answers[q.id]?.value)).length;
    const confirmed = await confirm({
      title: t('work.submit_title'),
      message:
        unanswered > 0
          ? t('work.submit_unanswered', { count: unanswered, total })
          : t('work.submit_message'),
      confirmLabel: t('work.submit_confirm'),
    });
    if (!confirmed) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      if (!(await autosave.flush())) return;
      const submitted = await submitWork(view.id, { version: autosave.version() });
      toast.success(t('work.submitted_toast'));
      onSubmitted(submitted);
    } catch (error) {
      setSubmitError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="work-answers" aria-label={t('work.answers')}>
      {view.questions.map((question, index) => (
        <QuestionBlock
          key={question.id}
          question={question}
          number={index + 1}
          protect={!view.allow_question_copy}
          footer={
            <>
              {question.rubric ? <RubricGrid rubric={question.rubric} levels={{}} /> : null}
              {view.returned ? (
                <QuestionComments workId={view.id} questionId={question.id} number={index + 1} />
              ) : null}
            </>
          }
        >
          {(textId) => (
            <AnswerInput
              question={question}
              answer={answers[question.id]}
              labelId={textId}
              protect={!view.allow_question_copy}
              onChange={(answer) => change(question.id, answer)}
            />
          )}
        </QuestionBlock>
      ))}
      <SaveStatus
        state={autosave.state}
        onRetry={() => void autosave.flush()}
        onReload={onReload}
      />
      <RefusalAlert error={submitError} onReload={onReload} />
      <Button busy={submitting} onClick={() => void submit()}>
        {t('work.submit')}
      </Button>
      {confirmDialog}
    </section>
  );
}
