import { plainToInstance } from 'class-transformer';
import { Allow, ValidationError, validate } from 'class-validator';
import { otherRequestsFirst } from '../../common/http/turns';
import { VALIDATOR_OPTIONS } from '../../common/validation/validation.pipe';
import { TaskInputDto } from '../dto/task-input.dto';
import { TaskQuestionDto } from '../dto/task-question.dto';

/** Questions converted or validated between two turns of the event loop. */
const QUESTIONS_PER_STEP = 10;

type Body = Record<string, unknown>;

/** Stands for a question already validated on its own: known to the validator, always valid. */
class CheckedQuestion {
  @Allow()
  readonly checked = true;
}

const isPlainObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function* steps<T>(items: readonly T[]): Generator<readonly T[]> {
  for (let start = 0; start < items.length; start += QUESTIONS_PER_STEP)
    yield items.slice(start, start + QUESTIONS_PER_STEP);
}

/** Whether a body's questions can be taken in steps: a list of objects (else the validator says why). */
export function hasQuestionList(body: Body): body is Body & { questions: Body[] } {
  return Array.isArray(body.questions) && body.questions.every(isPlainObject);
}

/**
 * The same TaskInputDto plainToInstance makes, its questions converted a few at a time with
 * other requests let in between (a task may hold 100 questions of 20 options each).
 */
export async function taskInputInSteps(body: Body & { questions: Body[] }): Promise<TaskInputDto> {
  const dto = plainToInstance(TaskInputDto, { ...body, questions: [] });
  const questions: TaskQuestionDto[] = [];
  for (const step of steps(body.questions)) {
    await otherRequestsFirst();
    questions.push(...plainToInstance(TaskQuestionDto, step as Body[]));
  }
  dto.questions = questions;
  return dto;
}

/** The error class-validator gives a list item (`questions.3`) holding its fields' errors. */
function itemError(list: unknown[], index: number, children: ValidationError[]): ValidationError {
  const error = new ValidationError();
  error.target = list;
  error.value = list[index];
  error.property = String(index);
  error.children = children;
  return error;
}

/**
 * What `validate(dto)` answers, found in steps: each question on its own, a few at a time,
 * then the task with its questions standing in as checked ones (the list's own rules, its
 * length, still apply), the questions' errors nested under `questions` as the validator does.
 */
export async function validateInSteps(dto: TaskInputDto): Promise<ValidationError[]> {
  const questions = dto.questions;
  const nested: ValidationError[] = [];
  let index = 0;
  for (const step of steps(questions)) {
    await otherRequestsFirst();
    for (const question of step) {
      const errors = await validate(question, VALIDATOR_OPTIONS);
      if (errors.length > 0) nested.push(itemError(questions, index, errors));
      index += 1;
    }
  }
  await otherRequestsFirst();
  dto.questions = questions.map(() => new CheckedQuestion() as unknown as TaskQuestionDto);
  const errors = await validate(dto, VALIDATOR_OPTIONS).finally(() => {
    dto.questions = questions;
  });
  const own = errors.find((error) => error.property === 'questions');
  if (own !== undefined) {
    own.value = questions;
    own.children = [...(own.children ?? []), ...nested];
    return errors;
  }
  if (nested.length === 0) return errors;
  const listError = new ValidationError();
  listError.target = dto;
  listError.value = questions;
  listError.property = 'questions';
  listError.children = nested;
  return [...errors, listError];
}
