import type { INestApplication } from '@nestjs/common';
import {
  ROLE_TEACHER,
  type Task,
  type TaskInput,
  type TaskQuestionInput,
  type ValidationErrorBody,
} from '@tutor/contracts';
import { BAD_VALUES, badFieldCases, describeValue } from '../testing/bad-input';
import { signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import type { User } from '../users/user.entity';
import { insertSubject, taskInput } from './testing/tasks-fixtures';

const choice = (overrides: Partial<TaskQuestionInput> = {}): TaskQuestionInput => ({
  type: 'multiple_choice',
  text: 'Pick the primes',
  ball: 10,
  options: [
    { id: 'a', text: '2' },
    { id: 'b', text: '3' },
    { id: 'c', text: '4' },
  ],
  correct: ['a', 'b'],
  ...overrides,
});

const text = (overrides: Partial<TaskQuestionInput> = {}): TaskQuestionInput => ({
  type: 'short_text',
  text: 'Name a prime',
  ball: 10,
  ...overrides,
});

const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `o${i}`, text: `Option ${i}` }));

describe('the rules of a task body (422)', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let teacher: User;

  beforeAll(async () => {
    app = await createTestApp();
    ({ browser, user: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterAll(async () => {
    await app.close();
  });

  async function refused(body: unknown, language = 'en'): Promise<ValidationErrorBody> {
    const res = await browser
      .post('/api/tasks')
      .set('Accept-Language', language)
      .send(body as object)
      .expect(422);
    return res.body as ValidationErrorBody;
  }

  async function errorsOf(overrides: Record<string, unknown>): Promise<Record<string, string[]>> {
    return (await refused({ ...taskInput(), ...overrides })).errors;
  }

  function withQuestion(question: unknown, ball = 10): Partial<TaskInput> {
    return { questions: [question as TaskQuestionInput], max_ball: ball };
  }

  it('accepts the valid body of the fixtures', async () => {
    await browser.post('/api/tasks').send(taskInput()).expect(201);
  });

  describe('title', () => {
    it.each([[undefined], [''], ['   ']])('is required (%p)', async (title) => {
      expect(await errorsOf({ title })).toEqual({ title: ['Title is required.'] });
    });

    it('is at most 255 characters once trimmed', async () => {
      await browser
        .post('/api/tasks')
        .send(taskInput({ title: ` ${'t'.repeat(255)} ` }))
        .expect(201);
      expect(await errorsOf({ title: 't'.repeat(256) })).toEqual({
        title: ['Title must not be longer than 255 characters.'],
      });
    });

    it('is text without control characters', async () => {
      expect(await errorsOf({ title: 42 })).toEqual({
        title: ['Title must be a text value.'],
      });
      expect(await errorsOf({ title: 'a\u0007b' })).toEqual({
        title: ['Title is not in a valid format.'],
      });
      expect(await errorsOf({ title: 'a\u0000b' })).toEqual({
        title: ['Title must not contain NUL characters.'],
      });
    });

    it('reads in Russian by default', async () => {
      const body = await refused({ ...taskInput(), title: '' }, 'ru');
      expect(body.errors.title).toEqual(['Поле название обязательно для заполнения.']);
    });
  });

  describe('subject_id', () => {
    it('takes one of the teacher’s subjects', async () => {
      const subject = await insertSubject(app, teacher.id);
      await browser
        .post('/api/tasks')
        .send(taskInput({ subject_id: subject.id }))
        .expect(201);
    });

    it('refuses another teacher’s subject and one that does not exist', async () => {
      const other = await signedInBrowser(app, { role: ROLE_TEACHER });
      const subject = await insertSubject(app, other.user.id);
      const message = ['The selected subject is not one of your subjects.'];
      expect(await errorsOf({ subject_id: subject.id })).toEqual({ subject_id: message });
      expect(await errorsOf({ subject_id: 2_000_000_000 })).toEqual({ subject_id: message });
    });

    it.each([['1'], [1.5], [0], [2 ** 31]])('refuses %p', async (subject_id) => {
      expect(Object.keys(await errorsOf({ subject_id }))).toEqual(['subject_id']);
    });
  });

  describe('questions', () => {
    it('are required, one at least and 100 at most', async () => {
      expect(await errorsOf({ questions: undefined })).toEqual({
        questions: ['Questions are required.'],
      });
      expect(await errorsOf({ questions: [] })).toEqual({
        questions: ['The task must have at least one question.'],
      });
      const many = Array.from({ length: 101 }, () => text({ ball: 1 }));
      expect(await errorsOf({ questions: many, max_ball: 101 })).toEqual({
        questions: ['The task may not have more than 100 questions.'],
      });
      const hundred = Array.from({ length: 100 }, () => text({ ball: 1 }));
      await browser
        .post('/api/tasks')
        .send(taskInput({ questions: hundred, max_ball: 100 }))
        .expect(201);
    });

    it('are a list of objects', async () => {
      expect(await errorsOf({ questions: 'abc' })).toEqual({
        questions: ['Questions must be a list.'],
      });
      expect(await errorsOf({ questions: { type: 'short_text' } })).toEqual({
        questions: ['Questions must be a list.'],
      });
      expect(await errorsOf({ questions: [text(), 5, null] })).toEqual({
        'questions.1': ['Questions are not in a valid format.'],
        'questions.2': ['Questions are not in a valid format.'],
      });
    });

    it('have a known type', async () => {
      expect(await errorsOf(withQuestion(text({ type: 'essay' as never })))).toEqual({
        'questions.0.type': ['Please choose a valid question type.'],
      });
    });

    it('have a text of at most 5000 characters', async () => {
      expect(await errorsOf(withQuestion(text({ text: ' ' })))).toEqual({
        'questions.0.text': ['Question text is required.'],
      });
      expect(await errorsOf(withQuestion(text({ text: 'q'.repeat(5001) })))).toEqual({
        'questions.0.text': ['Question text must not be longer than 5000 characters.'],
      });
    });

    it.each([
      [-1, 'Points must be at least 0.'],
      [1001, 'Points must not be more than 1000.'],
      [1.5, 'Points must be a whole number.'],
      ['5', 'Points must be a whole number.'],
      [undefined, 'Points is required.'],
    ])('refuse the ball %p', async (ball, message) => {
      expect(await errorsOf(withQuestion(text({ ball: ball as number })))).toEqual({
        'questions.0.ball': [message],
      });
    });

    it('of a text type carry no options or correct answers', async () => {
      const errors = await errorsOf(withQuestion(text({ options: options(2), correct: ['o0'] })));
      expect(errors).toEqual({
        'questions.0.options': ['Only choice questions have options and correct answers.'],
        'questions.0.correct': ['Only choice questions have options and correct answers.'],
      });
      await browser
        .post('/api/tasks')
        .send(taskInput(withQuestion(text({ options: [], correct: [] }))))
        .expect(201);
      expect(await errorsOf(withQuestion(text({ options: 'x' as never })))).toEqual({
        'questions.0.options': ['Only choice questions have options and correct answers.'],
      });
    });
  });

  describe('choice questions', () => {
    it('accept several correct options for multiple choice', async () => {
      const res = await browser
        .post('/api/tasks')
        .send(taskInput(withQuestion(choice())))
        .expect(201);
      expect((res.body as Task).questions[0]?.correct).toEqual(['a', 'b']);
    });

    it('need 2 to 20 options', async () => {
      expect(await errorsOf(withQuestion(choice({ options: undefined })))).toEqual({
        'questions.0.options': ['Options are required.'],
      });
      expect(
        await errorsOf(withQuestion(choice({ options: options(1), correct: ['o0'] }))),
      ).toEqual({
        'questions.0.options': ['A choice question must have at least 2 options.'],
      });
      expect(
        await errorsOf(withQuestion(choice({ options: options(21), correct: ['o0'] }))),
      ).toEqual({
        'questions.0.options': ['A choice question may not have more than 20 options.'],
      });
      await browser
        .post('/api/tasks')
        .send(taskInput(withQuestion(choice({ options: options(20), correct: ['o19'] }))))
        .expect(201);
    });

    it('need options with a non-empty id of at most 64 characters and a text of at most 1000', async () => {
      const bad = [
        { id: '', text: 'x' },
        { id: 'i'.repeat(65), text: 'y' },
        { id: 'c', text: '   ' },
        { id: 'd', text: 'z'.repeat(1001) },
        'e',
      ];
      expect(
        await errorsOf(withQuestion(choice({ options: bad as never, correct: ['c'] }))),
      ).toEqual({
        'questions.0.options.0.id': ['Option identifier is required.'],
        'questions.0.options.1.id': ['Option identifier must not be longer than 64 characters.'],
        'questions.0.options.2.text': ['Option text is required.'],
        'questions.0.options.3.text': ['Option text must not be longer than 1000 characters.'],
        'questions.0.options.4': ['Options are not in a valid format.'],
      });
    });

    it('need different option ids and texts', async () => {
      const same = [
        { id: 'a', text: 'Yes' },
        { id: 'a', text: 'No' },
        { id: 'b', text: 'yes' },
      ];
      expect(await errorsOf(withQuestion(choice({ options: same, correct: ['a'] })))).toEqual({
        'questions.0.options.1.id': ['Each option of a question must have a different identifier.'],
        'questions.0.options.2.text': ['Each option of a question must be different.'],
      });
    });

    it('need correct answers among their options', async () => {
      expect(await errorsOf(withQuestion(choice({ correct: [] })))).toEqual({
        'questions.0.correct': ['Mark at least one correct option.'],
      });
      expect(await errorsOf(withQuestion(choice({ correct: ['a', 'z'] })))).toEqual({
        'questions.0.correct': ['The correct answers must be options of the question.'],
      });
      expect(await errorsOf(withQuestion(choice({ correct: 'a' as never })))).toEqual({
        'questions.0.correct': ['Correct answers must be a list.'],
      });
      expect(await errorsOf(withQuestion(choice({ correct: [1] as never })))).toEqual({
        'questions.0.correct': ['Correct answers must be a text value.'],
      });
    });

    it('of a single choice have exactly one correct option', async () => {
      expect(await errorsOf(withQuestion(choice({ type: 'single_choice' })))).toEqual({
        'questions.0.correct': ['A single choice question must have exactly one correct option.'],
      });
    });
  });

  describe('max_ball', () => {
    it.each([
      [0, 'Maximum points must be at least 1.'],
      [1001, 'Maximum points must not be more than 1000.'],
      ['10', 'Maximum points must be a whole number.'],
      [undefined, 'Maximum points is required.'],
    ])('refuses %p', async (max_ball, message) => {
      expect(await errorsOf({ max_ball })).toEqual({ max_ball: [message] });
    });

    it('equals the sum of the question balls, and says the sum', async () => {
      const en = await refused(taskInput({ max_ball: 12 }));
      expect(en).toEqual({
        message: 'The maximum points must equal the sum of the questions’ points (10).',
        errors: {
          max_ball: ['The maximum points must equal the sum of the questions’ points (10).'],
        },
      });
      const ru = await refused(taskInput({ max_ball: 12 }), 'ru');
      expect(ru.errors.max_ball).toEqual([
        'Максимальный балл должен быть равен сумме баллов вопросов (10).',
      ]);
    });
  });

  describe('other fields', () => {
    it('limits the criteria and the decision', async () => {
      expect(
        await errorsOf({ criteria: 'c'.repeat(10_001), decision: 'd'.repeat(20_001) }),
      ).toEqual({
        criteria: ['Criteria must not be longer than 10000 characters.'],
        decision: ['Solution must not be longer than 20000 characters.'],
      });
    });

    it.each([[-1], [601], [1.5], ['10'], [true]])('refuses the timer %p', async (timer_minutes) => {
      expect(Object.keys(await errorsOf({ timer_minutes }))).toEqual(['timer_minutes']);
    });

    it('takes a timer of up to 600 minutes', async () => {
      await browser
        .post('/api/tasks')
        .send(taskInput({ timer_minutes: 600 }))
        .expect(201);
    });

    it('refuses a deadline in the past on a new task', async () => {
      expect(await errorsOf({ deadline: Date.now() - 1000 })).toEqual({
        deadline: ['The deadline must be in the future.'],
      });
    });

    it.each([['2030-01-01'], [1.5], [-5], [1e300], [{}]])(
      'refuses the moment %p',
      async (moment) => {
        expect(Object.keys(await errorsOf({ deadline: moment, delay_at: moment }))).toEqual([
          'deadline',
          'delay_at',
        ]);
      },
    );

    it.each([['true'], [1], [0], ['yes'], [{}]])(
      'takes only true or false for the switches, not %p',
      async (value) => {
        const switches: Record<string, string> = {
          only_new: 'The “new students only” option',
          can_repeated: 'The “allow another attempt” option',
          show_answers: 'The “show answers” option',
          post_deadline_allowed: 'The “allow handing in after the deadline” option',
          allow_question_copy: 'The “allow copying questions” option',
        };
        const names = Object.keys(switches);
        const errors = await errorsOf(Object.fromEntries(names.map((name) => [name, value])));
        expect(errors).toEqual(
          Object.fromEntries(
            names.map((name) => [name, [`${switches[name]} must be true or false.`]]),
          ),
        );
      },
    );
  });

  describe('scale', () => {
    it.each([[undefined], ['points'], [['points']], [null]])(
      'must be an object, not %p',
      async (scale) => {
        expect(Object.keys(await errorsOf({ scale }))).toEqual(['scale']);
      },
    );

    it('names a known scale', async () => {
      expect(await errorsOf({ scale: { scale: 'letters' } })).toEqual({
        'scale.scale': ['Please choose a valid grading scale.'],
      });
    });

    it('five_point: needs thresholds 0..100, each below the one above', async () => {
      expect(await errorsOf({ scale: { scale: 'five_point' } })).toEqual({
        'scale.thresholds': ['Grade thresholds are required.'],
      });
      expect(await errorsOf({ scale: { scale: 'five_point', thresholds: [90, 70, 50] } })).toEqual({
        'scale.thresholds': ['Grade thresholds are not in a valid format.'],
      });
      expect(
        await errorsOf({ scale: { scale: 'five_point', thresholds: { 5: 101, 4: '70', 3: -1 } } }),
      ).toEqual({
        'scale.thresholds.5': ['Threshold for a 5 must not be more than 100.'],
        'scale.thresholds.4': ['Threshold for a 4 must be a number.'],
        'scale.thresholds.3': ['Threshold for a 3 must be at least 0.'],
      });
      expect(
        await errorsOf({ scale: { scale: 'five_point', thresholds: { 5: 80, 4: 80, 3: 90 } } }),
      ).toEqual({
        'scale.thresholds.4': [
          'Each mark’s threshold must be lower than the threshold of the mark above it.',
        ],
        'scale.thresholds.3': [
          'Each mark’s threshold must be lower than the threshold of the mark above it.',
        ],
      });
    });

    it('pass_fail: needs a pass percent of 0..100', async () => {
      expect(await errorsOf({ scale: { scale: 'pass_fail' } })).toEqual({
        'scale.pass_percent': ['Pass percentage is required.'],
      });
      expect(await errorsOf({ scale: { scale: 'pass_fail', pass_percent: 100.5 } })).toEqual({
        'scale.pass_percent': ['Pass percentage must not be more than 100.'],
      });
    });

    it('custom: needs 1 to 20 labelled options with different percents, one of them 0', async () => {
      expect(await errorsOf({ scale: { scale: 'custom', options: [] } })).toEqual({
        'scale.options': ['A custom scale must have at least one option.'],
      });
      const many = Array.from({ length: 21 }, (_, i) => ({ label: `L${i}`, min_percent: i }));
      expect(await errorsOf({ scale: { scale: 'custom', options: many } })).toEqual({
        'scale.options': ['A custom scale may not have more than 20 options.'],
      });
      const bad = [
        { label: ' ', min_percent: 0 },
        { label: 'l'.repeat(65), min_percent: 50 },
        { label: 'Fine', min_percent: 101 },
      ];
      expect(await errorsOf({ scale: { scale: 'custom', options: bad } })).toEqual({
        'scale.options.0.label': ['Grade name is required.'],
        'scale.options.1.label': ['Grade name must not be longer than 64 characters.'],
        'scale.options.2.min_percent': ['Minimum percentage must not be more than 100.'],
      });
      const repeated = [
        { label: 'A', min_percent: 50 },
        { label: 'B', min_percent: 50 },
      ];
      expect(await errorsOf({ scale: { scale: 'custom', options: repeated } })).toEqual({
        'scale.options.1.min_percent': [
          'Each mark of the scale must start at a different percentage.',
        ],
        'scale.options': ['One mark of the scale must start at 0%.'],
      });
    });
  });

  describe('hostile input', () => {
    it('refuses a list as the body field by field', async () => {
      const res = await browser
        .post('/api/tasks')
        .set('Accept-Language', 'en')
        .send([taskInput()])
        .expect(422);
      expect((res.body as ValidationErrorBody).errors.title).toEqual(['Title is required.']);
    });

    it.each([['"text"'], ['null'], ['42']])('answers the JSON body %s with 400', async (body) => {
      await browser
        .post('/api/tasks')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
    });

    it('answers malformed JSON with 400', async () => {
      await browser
        .post('/api/tasks')
        .set('Content-Type', 'application/json')
        .send('{"title":')
        .expect(400);
    });

    const FIELDS = Object.keys(taskInput());
    it.each(badFieldCases(FIELDS))(
      'never fails with a 500 for %s = %s',
      async (field, _, value) => {
        const res = await browser.post('/api/tasks').send({ ...taskInput(), [field]: value });
        expect([201, 422]).toContain(res.status);
      },
    );

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'never fails with a 500 for every question field = %s',
      async (_, value) => {
        for (const field of ['id', 'type', 'text', 'ball', 'options', 'correct']) {
          const question = { ...choice(), [field]: value };
          const res = await browser.post('/api/tasks').send(taskInput(withQuestion(question)));
          expect([201, 422]).toContain(res.status);
        }
        const scale = { scale: 'custom', options: [{ label: value, min_percent: value }] };
        const res = await browser.post('/api/tasks').send({ ...taskInput(), scale });
        expect(res.status).toBe(422);
      },
    );
  });
});
