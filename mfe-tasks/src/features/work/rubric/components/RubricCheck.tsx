import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rubricPoints, type RubricLevels, type WorkQuestion } from '@tutor/contracts';
import { FieldErrors } from '@tutor/ui';
import { RubricGrid } from './RubricGrid';

interface Props {
  question: WorkQuestion;
  levels: RubricLevels;
  errors: string[];
  onChoose: (criterionId: string, levelId: string) => void;
}

/**
 * Checking a rubric question: a level per criterion; the ball is their points (the server
 * sums them again), shown instead of a points field.
 */
export function RubricCheck({ question, levels, errors, onChoose }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works.rubric' });
  const errorsId = useId();
  if (!question.rubric) return null;
  const ball = rubricPoints(question.rubric, levels);
  return (
    <>
      <RubricGrid rubric={question.rubric} levels={levels} onChoose={onChoose} />
      <p className="work-rubric-ball" aria-live="polite">
        {t('ball', { ball, max: question.ball })}
      </p>
      <FieldErrors id={errorsId} errors={errors} />
    </>
  );
}
