import { sameFormula, type AnswerValue } from '@tutor/contracts';
import type { TaskQuestion } from '../../tasks/task-question.entity';

/**
 * A formula question's automatic ball: the full ball when the answer equals one of the
 * reference answers by value at points seeded by the question's id (so a re-check gives
 * the same ball), else 0; null without reference answers (the teacher checks it).
 */
export function formulaBall(question: TaskQuestion, value: AnswerValue | null): number | null {
  const references = question.referenceAnswers ?? [];
  if (references.length === 0) return null;
  const tex = value !== null && 'text' in value ? value.text.trim() : '';
  if (tex === '') return 0;
  const match = references.some((reference) => {
    try {
      return sameFormula(reference, tex, question.id);
    } catch {
      return false; // a reference the check cannot read (stored before it could) matches nothing
    }
  });
  return match ? question.ball : 0;
}
