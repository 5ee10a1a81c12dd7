import { QuestionType, TaskScale, hasReferenceAnswers, isChoiceQuestion } from '@tutor/contracts';
import type { ValidationError } from 'class-validator';
import { fieldError } from '../../common/validation/field-error';
import type { MessageKey } from '../../i18n/messages';
import { isSound } from '../dto/first-failure';
import type { ScaleDto } from '../dto/scale.dto';
import type { TaskInputDto } from '../dto/task-input.dto';
import type { TaskQuestionDto } from '../dto/task-question.dto';
import { questionRubricRules } from '../../rubrics/rubric.rules';
import { formulaRules } from './task-formulas';

/** What the rules that compare fields need to know besides the body. */
export interface TaskRulesContext {
  /** The paths class-validator already refused (their rules are not checked again). */
  refused: readonly string[];
  /** On PUT: the ids of the task's questions; undefined on POST, where ids are ignored. */
  questionIds?: ReadonlySet<number>;
}

const refuse = (path: string, value: unknown, rule: MessageKey): ValidationError =>
  fieldError(path, value, rule, rule);

/** Anything but nothing: null, absent and [] carry no options. */
const isPresent = (value: unknown): boolean =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

/** The first index of each repeated value after its first occurrence. */
function repeatedIndexes<T>(values: readonly T[]): number[] {
  const seen = new Set<T>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}

function choiceRules(
  question: TaskQuestionDto,
  path: string,
  refused: readonly string[],
): ValidationError[] {
  const errors: ValidationError[] = [];
  const options = question.options ?? [];
  if (!isSound(refused, `${path}.options`)) return errors;
  for (const index of repeatedIndexes(options.map((option) => option.id))) {
    errors.push(
      refuse(`${path}.options.${index}.id`, options[index]?.id, 'tasks.option_id_repeated'),
    );
  }
  const texts = options.map((option) => option.text.toLowerCase());
  for (const index of repeatedIndexes(texts)) {
    errors.push(
      refuse(`${path}.options.${index}.text`, options[index]?.text, 'tasks.option_text_repeated'),
    );
  }
  const correct = question.correct ?? [];
  if (!isSound(refused, `${path}.correct`)) return errors;
  const ids = new Set(options.map((option) => option.id));
  if (correct.some((id) => !ids.has(id))) {
    errors.push(refuse(`${path}.correct`, correct, 'tasks.correct_unknown'));
  } else if (question.type === QuestionType.SingleChoice && new Set(correct).size !== 1) {
    errors.push(refuse(`${path}.correct`, correct, 'tasks.correct_single'));
  }
  return errors;
}

/** max_files belongs to file questions, reference answers to short-text and formula ones. */
function perTypeRules(
  question: TaskQuestionDto,
  path: string,
  refused: readonly string[],
): ValidationError[] {
  const errors: ValidationError[] = [];
  const maxFiles = question.max_files;
  if (
    question.type !== QuestionType.File &&
    maxFiles !== undefined &&
    maxFiles !== null &&
    maxFiles !== 1 &&
    isSound(refused, `${path}.max_files`)
  ) {
    errors.push(refuse(`${path}.max_files`, maxFiles, 'tasks.max_files_prohibited'));
  }
  if (
    !hasReferenceAnswers(question.type) &&
    isPresent(question.reference_answers) &&
    isSound(refused, `${path}.reference_answers`)
  ) {
    errors.push(
      refuse(
        `${path}.reference_answers`,
        question.reference_answers,
        'tasks.reference_answers_prohibited',
      ),
    );
  }
  return errors;
}

/** The rules comparing the fields of one question (also the question bank's). */
export function questionRules(
  question: TaskQuestionDto,
  path: string,
  context: TaskRulesContext,
): ValidationError[] {
  const { refused, questionIds } = context;
  const errors: ValidationError[] = [];
  const { id } = question;
  if (questionIds !== undefined && typeof id === 'number' && isSound(refused, `${path}.id`)) {
    if (!questionIds.has(id)) errors.push(refuse(`${path}.id`, id, 'tasks.question_id_unknown'));
  }
  if (!isSound(refused, `${path}.type`)) return errors;
  errors.push(...perTypeRules(question, path, refused));
  if (isSound(refused, `${path}.rubric`)) {
    errors.push(...questionRubricRules(question, path, isSound(refused, `${path}.ball`)));
  }
  errors.push(...formulaRules(question, path, refused));
  if (isChoiceQuestion(question.type)) return [...errors, ...choiceRules(question, path, refused)];
  if (isPresent(question.options)) {
    errors.push(refuse(`${path}.options`, question.options, 'tasks.options_prohibited'));
  }
  if (isPresent(question.correct)) {
    errors.push(refuse(`${path}.correct`, question.correct, 'tasks.options_prohibited'));
  }
  return errors;
}

function repeatedQuestionIds(
  questions: readonly TaskQuestionDto[],
  refused: readonly string[],
): ValidationError[] {
  // A question without a sound id gets a key of its own, so it repeats nothing. Soundness
  // first: a refused question may be no object at all (`questions: [null]`).
  const ids = questions.map((question, index) =>
    isSound(refused, `questions.${index}.id`) && typeof question.id === 'number'
      ? question.id
      : -1 - index,
  );
  return repeatedIndexes(ids).map((index) =>
    refuse(`questions.${index}.id`, ids[index], 'tasks.question_id_repeated'),
  );
}

function scaleRules(scale: ScaleDto, refused: readonly string[]): ValidationError[] {
  if (!isSound(refused, 'scale')) return [];
  switch (scale.scale) {
    case TaskScale.FivePoint: {
      const thresholds = scale.thresholds;
      if (thresholds === undefined) return [];
      const errors: ValidationError[] = [];
      if (thresholds['4'] >= thresholds['5']) {
        errors.push(refuse('scale.thresholds.4', thresholds['4'], 'tasks.thresholds_order'));
      }
      if (thresholds['3'] >= thresholds['4']) {
        errors.push(refuse('scale.thresholds.3', thresholds['3'], 'tasks.thresholds_order'));
      }
      return errors;
    }
    case TaskScale.Custom: {
      const options = scale.options ?? [];
      const percents = options.map((option) => option.min_percent);
      const errors = repeatedIndexes(percents).map((index) =>
        refuse(
          `scale.options.${index}.min_percent`,
          percents[index],
          'tasks.scale_percent_repeated',
        ),
      );
      if (!percents.includes(0)) {
        errors.push(refuse('scale.options', percents, 'tasks.scale_zero_required'));
      }
      return errors;
    }
    case TaskScale.Points:
    case TaskScale.PassFail:
      return [];
  }
}

/** The rules that compare fields of a body, on the parts that passed their own rules. */
export function taskInputRules(dto: TaskInputDto, context: TaskRulesContext): ValidationError[] {
  const { refused } = context;
  const errors: ValidationError[] = [];
  if (!refused.includes('questions')) {
    dto.questions.forEach((question, index) => {
      const path = `questions.${index}`;
      if (!refused.includes(path)) errors.push(...questionRules(question, path, context));
    });
    if (context.questionIds !== undefined) {
      errors.push(...repeatedQuestionIds(dto.questions, refused));
    }
  }
  errors.push(...scaleRules(dto.scale, refused));
  return errors;
}
