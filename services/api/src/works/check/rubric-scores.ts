import { rubricComplete, rubricPoints, type Rubric, type RubricLevels } from '@tutor/contracts';
import { fieldError } from '../../common/validation/field-error';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import type { MessageKey } from '../../i18n/messages';
import '../../rubrics/rubrics.messages';
import type { TaskQuestion } from '../../tasks/task-question.entity';
import type { QuestionBallDto } from '../dto/check-work.dto';
import type { WorkAnswer } from '../work-answer.entity';

/** What a check gives one question: its ball, and for a rubric question the chosen levels. */
export interface GivenScore {
  ball: number;
  levels: RubricLevels | null;
}

const refusal = (field: string, value: unknown, rule: MessageKey, name: string = rule) =>
  new ValidationFailedException([fieldError(field, value, name, rule)]);

/** Whether each chosen level is a level of the named criterion of the rubric. */
function levelsFit(rubric: Rubric, levels: RubricLevels): boolean {
  return Object.entries(levels).every(([criterionId, levelId]) =>
    rubric.criteria.some(
      (criterion) =>
        criterion.id === criterionId && criterion.levels.some((level) => level.id === levelId),
    ),
  );
}

/**
 * The score a check entry gives its question. A rubric question takes its levels (the
 * ball is their points: a ball sent beside them is not trusted); any other takes its ball.
 */
export function givenScore(
  entry: QuestionBallDto,
  question: TaskQuestion,
  index: number,
): GivenScore {
  const levels = entry.rubric_levels ?? null;
  const field = `balls.${index}.rubric_levels`;
  if (question.rubric) {
    if (levels === null) throw refusal(field, levels, 'rubrics.levels_required', 'isDefined');
    if (!levelsFit(question.rubric, levels)) throw refusal(field, levels, 'rubrics.levels_unknown');
    return { ball: rubricPoints(question.rubric, levels), levels: { ...levels } };
  }
  if (levels !== null) throw refusal(field, levels, 'rubrics.levels_prohibited');
  if (entry.ball === undefined || entry.ball === null) {
    throw refusal(`balls.${index}.ball`, entry.ball, 'validation.required', 'isDefined');
  }
  return { ball: entry.ball, levels: null };
}

/**
 * A final check needs every criterion of every rubric question chosen (in this check or
 * kept from a draft): else 422 at the entry's levels, or at `balls` when it was not sent.
 */
export function requireCompleteRubrics(
  questions: readonly TaskQuestion[],
  stored: readonly WorkAnswer[],
  given: ReadonlyMap<number, GivenScore>,
  sent: readonly QuestionBallDto[],
): void {
  const kept = new Map(stored.map((row) => [row.questionId, row.rubricLevels]));
  for (const question of questions) {
    if (!question.rubric) continue;
    const levels = given.get(question.id)?.levels ?? kept.get(question.id) ?? {};
    if (rubricComplete(question.rubric, levels)) continue;
    const index = sent.findIndex((entry) => entry.question_id === question.id);
    const field = index === -1 ? 'balls' : `balls.${index}.rubric_levels`;
    throw refusal(field, levels, 'rubrics.levels_incomplete');
  }
}
