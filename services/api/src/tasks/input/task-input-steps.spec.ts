import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { TASK_LIMITS } from '@tutor/contracts';
import { VALIDATOR_OPTIONS } from '../../common/validation/validation.pipe';
import { TaskInputDto } from '../dto/task-input.dto';
import { hasQuestionList, taskInputInSteps, validateInSteps } from './task-input-steps';

type Body = Record<string, unknown>;

/** An error tree as paths and rules, and the value and target class of each. */
function flat(errors: readonly ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix === '' ? error.property : `${prefix}.${error.property}`;
    const target = error.target?.constructor.name;
    const rules = Object.keys(error.constraints ?? {}).join(',');
    return [
      `${path} [${rules}] ${JSON.stringify(error.value)?.slice(0, 40)} ${target}`,
      ...flat(error.children ?? [], path),
    ];
  });
}

const question = (i: number): Body => ({
  type: 'single_choice',
  text: `Question ${i}`,
  ball: 1,
  options: [
    { id: 'a', text: 'Yes' },
    { id: 'b', text: 'No' },
  ],
  correct: ['a'],
});

const task = (questions: unknown[], extra: Body = {}): Body => ({
  title: 'Fractions',
  questions,
  max_ball: questions.length,
  scale: { scale: 'points' },
  ...extra,
});

async function bothWays(body: Body): Promise<{ steps: string[]; whole: string[] }> {
  if (!hasQuestionList(body)) throw new Error('the body has no list of questions');
  const stepped = await taskInputInSteps(body);
  const whole = plainToInstance(TaskInputDto, body);
  expect(stepped).toEqual(whole);
  return {
    steps: flat(await validateInSteps(stepped)),
    whole: flat(await validate(whole, VALIDATOR_OPTIONS)),
  };
}

describe('a task body taken in steps', () => {
  it.each<[string, Body]>([
    ['a valid task', task(Array.from({ length: 25 }, (_, i) => question(i)))],
    [
      'mistakes in several questions and in the task',
      task(
        Array.from({ length: 23 }, (_, i) =>
          i % 7 === 3 ? { ...question(i), text: '', ball: -1, options: 'x' } : question(i),
        ),
        { title: '', timer_minutes: 'soon' },
      ),
    ],
    [
      'more questions than a task may hold, one of them wrong',
      task(
        Array.from({ length: TASK_LIMITS.questionsMax + 3 }, (_, i) =>
          i === 50 ? { type: 'nonsense' } : question(i),
        ),
      ),
    ],
    ['no questions', task([])],
    ['unknown fields in a question', task([{ ...question(0), extra: 1 }, question(1)])],
  ])('answers what validating it whole answers: %s', async (_name, body) => {
    const { steps, whole } = await bothWays(body);
    // in the same order too, once sorted by field as TaskInputValidator sorts them
    expect(steps.sort()).toEqual(whole.sort());
  });

  it('leaves a list holding something else than objects to the validator', () => {
    expect(hasQuestionList(task([question(0), 'text']))).toBe(false);
    expect(hasQuestionList({ questions: 'all of them' })).toBe(false);
  });
});
