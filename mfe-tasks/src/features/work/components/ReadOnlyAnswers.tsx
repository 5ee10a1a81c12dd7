import { useTranslation } from 'react-i18next';
import { WorkStatus, type WorkView } from '@tutor/contracts';
import { AnswerView } from '../answers/components/AnswerView';
import { QuestionBlock } from '../answers/components/QuestionBlock';
import { RubricResult } from '../rubric/components/RubricResult';
import { QuestionComments } from '../comments/components/QuestionComments';

interface Props {
  view: WorkView;
  /** The student's page follows allow_question_copy; the teacher wrote the texts. */
  protect: boolean;
  /** The teacher's page: each question gets a comment box (the student only reads them). */
  commentWriter?: { studentName: string };
}

/** The answers as sent, read-only; once checked, with each question's ball. */
export function ReadOnlyAnswers({ view, protect, commentWriter }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const checked = view.status === WorkStatus.Checked;
  return (
    <section className="work-answers" aria-label={t('work.answers')}>
      {view.questions.map((question, index) => {
        const answer = view.answers.find((item) => item.question_id === question.id);
        const ball = answer?.ball ?? answer?.auto_ball ?? null;
        return (
          <QuestionBlock
            key={question.id}
            question={question}
            number={index + 1}
            protect={protect}
            footer={
              <>
                {checked ? (
                  <>
                    <RubricResult question={question} answer={answer} />
                    <p className="work-question-result">
                      {t('question.ball', { ball: ball ?? 0, max: question.ball })}
                    </p>
                  </>
                ) : null}
                <QuestionComments
                  workId={view.id}
                  questionId={question.id}
                  number={index + 1}
                  writer={commentWriter}
                />
              </>
            }
          >
            {() => <AnswerView question={question} answer={answer} protect={protect} />}
          </QuestionBlock>
        );
      })}
    </section>
  );
}
