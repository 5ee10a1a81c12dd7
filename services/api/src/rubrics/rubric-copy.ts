import type { Rubric } from '@tutor/contracts';

/** A rubric as stored: only its own fields, in the order given (null stays null). */
export function rubricOf(rubric: Rubric | null | undefined): Rubric | null {
  if (rubric === undefined || rubric === null) return null;
  return {
    title: rubric.title,
    criteria: rubric.criteria.map((criterion) => ({
      id: criterion.id,
      title: criterion.title,
      levels: criterion.levels.map(({ id, title, points }) => ({ id, title, points })),
    })),
  };
}
