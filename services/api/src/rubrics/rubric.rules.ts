import {
  isChoiceQuestion,
  rubricMaxPoints,
  type QuestionType,
  type Rubric,
} from '@tutor/contracts';
import type { ValidationError } from 'class-validator';
import { fieldError } from '../common/validation/field-error';
import type { MessageKey } from '../i18n/messages';
import './rubrics.messages';

const refuse = (path: string, value: unknown, rule: MessageKey): ValidationError =>
  fieldError(path, value, rule, rule);

/** The indexes of values seen before in the list. */
function repeated(values: readonly string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}

/**
 * The rules comparing a sound rubric's parts (its DTO passed): criterion ids differ, and
 * the level ids within each criterion differ. `path` is where the rubric sits in the body.
 */
export function rubricRules(rubric: Rubric, path: string): ValidationError[] {
  const at = (rest: string) => (path === '' ? rest : `${path}.${rest}`);
  const errors = repeated(rubric.criteria.map((criterion) => criterion.id)).map((index) =>
    refuse(at(`criteria.${index}.id`), rubric.criteria[index]?.id, 'rubrics.criterion_id_repeated'),
  );
  rubric.criteria.forEach((criterion, index) => {
    for (const level of repeated(criterion.levels.map((item) => item.id))) {
      errors.push(
        refuse(
          at(`criteria.${index}.levels.${level}.id`),
          criterion.levels[level]?.id,
          'rubrics.level_id_repeated',
        ),
      );
    }
  });
  return errors;
}

/**
 * A question checked by rubric: the rubric's own rules, and its ball equal to the rubric's
 * most (each criterion's highest level), reported at `<path>.rubric`.
 */
export function questionRubricRules(
  question: { type: QuestionType; ball: number; rubric?: Rubric | null },
  path: string,
  ballSound: boolean,
): ValidationError[] {
  const { rubric } = question;
  if (rubric === undefined || rubric === null) return [];
  if (isChoiceQuestion(question.type)) {
    return [refuse(`${path}.rubric`, rubric, 'rubrics.choice_prohibited')];
  }
  const errors = rubricRules(rubric, `${path}.rubric`);
  const most = rubricMaxPoints(rubric);
  if (errors.length === 0 && ballSound && most !== question.ball) {
    errors.push(refuse(`${path}.rubric`, rubric, 'rubrics.ball_mismatch'));
  }
  return errors;
}
