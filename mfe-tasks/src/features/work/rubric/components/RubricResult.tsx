import type { WorkAnswer, WorkQuestion } from '@tutor/contracts';
import { RubricGrid } from './RubricGrid';

/** The student's checked work: the question's rubric with the teacher's chosen levels. */
export function RubricResult({
  question,
  answer,
}: {
  question: WorkQuestion;
  answer: WorkAnswer | undefined;
}) {
  if (!question.rubric || !answer?.rubric_levels) return null;
  return <RubricGrid rubric={question.rubric} levels={answer.rubric_levels} />;
}
