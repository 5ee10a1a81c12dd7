import type { RubricLevels, WorkView } from '@tutor/contracts';

/** The chosen levels of each rubric question, by question id. */
export type LevelInputs = Record<number, RubricLevels>;

/** What the check chose before (a draft, or the check being redone); none for the rest. */
export function initialLevels(view: WorkView): LevelInputs {
  const levels: LevelInputs = {};
  for (const question of view.questions) {
    if (!question.rubric) continue;
    const answer = view.answers.find((item) => item.question_id === question.id);
    levels[question.id] = { ...(answer?.rubric_levels ?? {}) };
  }
  return levels;
}
