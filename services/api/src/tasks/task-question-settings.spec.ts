import type { INestApplication } from '@nestjs/common';
import {
  ROLE_TEACHER,
  type Task,
  type TaskQuestionInput,
  type ValidationErrorBody,
} from '@tutor/contracts';
import { signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { taskInput } from './testing/tasks-fixtures';

const question = (overrides: Record<string, unknown>): TaskQuestionInput => ({
  type: 'file',
  text: 'Upload your drawings',
  ball: 10,
  ...overrides,
});

/** max_files of file questions and reference answers of short-text questions. */
describe('per-question settings of the task editor', () => {
  let app: INestApplication;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp();
    ({ browser } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterAll(async () => {
    await app.close();
  });

  const create = (questions: TaskQuestionInput[]) =>
    browser
      .post('/api/tasks')
      .set('Accept-Language', 'en')
      .send({ ...taskInput(), questions, max_ball: questions.length * 10 });

  async function errorsOf(questions: TaskQuestionInput[]): Promise<Record<string, string[]>> {
    return ((await create(questions).expect(422)).body as ValidationErrorBody).errors;
  }

  it('keeps max_files of a file question (default 1) and the references of short text', async () => {
    const res = await create([
      question({ max_files: 5 }),
      question({}),
      question({
        type: 'short_text',
        text: 'Capital of France',
        reference_answers: [' Paris ', 'paris', 'Paris, France'],
      }),
      question({ type: 'short_text', text: 'Why?' }),
    ]).expect(201);
    const task = res.body as Task;
    expect(task.questions.map((q) => [q.max_files, q.reference_answers])).toEqual([
      [5, undefined],
      [1, undefined],
      [undefined, ['Paris', 'Paris, France']],
      [undefined, []],
    ]);
    const put = await browser
      .put(`/api/tasks/${task.id}`)
      .send({
        ...taskInput(),
        max_ball: 10,
        questions: [{ ...task.questions[0], max_files: 2 }],
      })
      .expect(200);
    expect((put.body as Task).questions[0]?.max_files).toBe(2);
  });

  it.each([0, 11, 1.5, '3'])('refuses max_files %j', async (maxFiles) => {
    const errors = await errorsOf([question({ max_files: maxFiles })]);
    expect(Object.keys(errors)).toEqual(['questions.0.max_files']);
  });

  it('refuses max_files above 1 and references on the wrong type', async () => {
    const errors = await errorsOf([
      question({ type: 'long_text', max_files: 3 }),
      question({ reference_answers: ['x'] }),
    ]);
    expect(errors).toEqual({
      'questions.0.max_files': ['Only file questions can limit how many files an answer holds.'],
      'questions.1.reference_answers': [
        'Only short-text and formula questions have reference answers.',
      ],
    });
  });

  it('refuses empty, too long and too many reference answers', async () => {
    const short = (refs: unknown) => question({ type: 'short_text', reference_answers: refs });
    const errors = await errorsOf([
      short(['']),
      short(['x'.repeat(1001)]),
      short(Array.from({ length: 11 }, (_, i) => `a${i}`)),
      short('Paris'),
    ]);
    expect(errors).toEqual({
      'questions.0.reference_answers': ['A reference answer cannot be empty.'],
      'questions.1.reference_answers': [
        'A reference answer may not be longer than 1000 characters.',
      ],
      'questions.2.reference_answers': ['A question may have at most 10 reference answers.'],
      'questions.3.reference_answers': [expect.any(String)],
    });
  });
});
