import { useTranslation } from 'react-i18next';
import { BadgeCheck } from 'lucide-react';
import { QuestionType, type WorkAnswer, type WorkQuestion } from '@tutor/contracts';
import { MathText } from '@tutor/ui/math';

/**
 * For the teacher: an answer the server scored itself (choices, short text matching a
 * reference answer) says so with its automatic points, and short-text questions list
 * their reference answers.
 */
export function AutoCheckedNote({
  question,
  answer,
}: {
  question: WorkQuestion;
  answer: WorkAnswer | undefined;
}) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const references = (question.reference_answers ?? []).map((text) =>
    question.type === QuestionType.Formula ? `$${text.replace(/^\$+|\$+$/g, '')}$` : text,
  );
  return (
    <>
      {references.length > 0 ? (
        <p className="works-muted">
          <MathText text={t('check.reference_answers', { answers: references.join('; ') })} />
        </p>
      ) : null}
      {answer?.auto_checked && answer.auto_ball !== null ? (
        <>
          <p className="work-auto-checked">
            <BadgeCheck size={18} aria-hidden="true" />
            <strong>{t('check.auto_checked')}</strong>
          </p>
          <p className="work-auto-checked-hint">
            {t('check.auto_points', { ball: answer.auto_ball, max: question.ball })}
          </p>
        </>
      ) : null}
    </>
  );
}
