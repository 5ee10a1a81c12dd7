import { ROLE_TEACHER, TASK_LIMITS, type ValidationErrorBody } from '@tutor/contracts';
import type { Cast } from '../../works/testing/works-fixtures';
import { createTask, createWork } from '../../works/testing/works-fixtures';
import { useWorksApp } from '../../works/testing/use-works-app';
import type { INestApplication } from '@nestjs/common';
import type { Test } from 'supertest';
import type { Work } from '../../works/work.entity';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { taskInput } from '../../tasks/testing/tasks-fixtures';

/** Just under the default BODY_LIMIT_KB (1 MiB). */
const NEAR_LIMIT = 1_000_000;

/** `[{},{},…]` of about `bytes` bytes, as JSON text. */
const emptyObjects = (bytes: number): string =>
  `[${Array(Math.floor(bytes / 3))
    .fill('{}')
    .join(',')}]`;

/** JSON text of `body` with the JSON text `raw` in place of the string "RAW". */
const withRaw = (body: object, raw: string): string => JSON.stringify(body).replace('"RAW"', raw);

describe('bodies are sized before they are walked (no 500 up to BODY_LIMIT_KB)', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  let teacher: TestBrowser;

  useWorksApp({}, (created) => ({ app, cast } = created));

  beforeAll(async () => {
    ({ browser: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  const postTask = (json: string, language = 'en') =>
    teacher
      .post('/api/tasks')
      .set('Accept-Language', language)
      .set('Content-Type', 'application/json')
      .send(json);

  it('refuses 100,000 empty questions with 422 on questions, in milliseconds', async () => {
    const json = withRaw(taskInput({ questions: [] }), '[]').replace(
      '"questions":[]',
      `"questions":${emptyObjects(300_000)}`,
    );
    const started = performance.now();
    const res = await postTask(json).expect(422);
    expect(performance.now() - started).toBeLessThan(2000);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      questions: [`The task may not have more than ${TASK_LIMITS.questionsMax} questions.`],
    });
  });

  it('says so in Russian by default', async () => {
    const json = JSON.stringify({ ...taskInput(), questions: Array(101).fill({}) });
    const res = await postTask(json, 'ru').expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      questions: [`В задании не может быть больше ${TASK_LIMITS.questionsMax} вопросов.`],
    });
  });

  it('answers 413 to about 1 MiB of empty options (checked only on choice questions)', async () => {
    const [first] = taskInput().questions;
    const question = { ...first, options: 'RAW' };
    const json = withRaw({ ...taskInput(), questions: [question] }, emptyObjects(NEAR_LIMIT));
    await postTask(json).expect(413);
  });

  it('answers 413 to about 1 MiB of values in a field the task does not have', async () => {
    const json = withRaw({ ...taskInput(), extra: 'RAW' }, emptyObjects(NEAR_LIMIT));
    const res = await postTask(json).expect(413);
    expect(res.body).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 413 to more values than a task can hold in a field it does not have', async () => {
    const json = withRaw({ ...taskInput(), extra: 'RAW' }, emptyObjects(90_000));
    await postTask(json).expect(413);
  });

  it('answers 413 to 1 MiB of values nested 30 deep', async () => {
    const inner = `${'['.repeat(28)}${emptyObjects(NEAR_LIMIT - 100)}${']'.repeat(28)}`;
    await postTask(withRaw({ ...taskInput(), extra: 'RAW' }, inner)).expect(413);
  });

  it('refuses a title of about 1 MiB on its field', async () => {
    const res = await postTask(JSON.stringify(taskInput({ title: 'x'.repeat(NEAR_LIMIT) }))).expect(
      422,
    );
    expect((res.body as ValidationErrorBody).errors).toEqual({
      title: [`Title must not be longer than ${TASK_LIMITS.titleMax} characters.`],
    });
  });

  it('takes the largest task a tutor can write', async () => {
    const question = {
      type: 'multiple_choice',
      text: 'q'.repeat(100),
      ball: 1,
      options: Array.from({ length: TASK_LIMITS.choiceOptionsMax }, (_, i) => ({
        id: `o${i}`,
        text: `option ${i}`,
      })),
      correct: ['o0'],
    };
    const questions = Array(TASK_LIMITS.questionsMax).fill(question);
    await postTask(JSON.stringify(taskInput({ questions, max_ball: questions.length }))).expect(
      201,
    );
  });

  describe("a student's PUT /api/works/:id/answers", () => {
    let work: Work;

    beforeEach(async () => {
      const { task } = await createTask(app, cast.teacher.user);
      work = await createWork(app, task, cast.student.user);
    });

    const saveAnswers = (json: string): Test =>
      cast.student.browser
        .put(`/api/works/${work.id}/answers`)
        .set('Accept-Language', 'en')
        .set('Content-Type', 'application/json')
        .send(json.replace('"VERSION"', String(work.version)));

    it('refuses 100,000 empty answers with 422 on answers', async () => {
      const body = withRaw({ version: 'VERSION', answers: 'RAW' }, emptyObjects(300_000));
      const res = await saveAnswers(body).expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        answers: [`No more than ${TASK_LIMITS.questionsMax} answers are allowed.`],
      });
    });

    it('answers 413 to about 1 MiB of empty answers, before parsing them', async () => {
      const body = withRaw({ version: 'VERSION', answers: 'RAW' }, emptyObjects(NEAR_LIMIT));
      await saveAnswers(body).expect(413);
    });

    it('answers 413 to about 1 MiB of values inside one answer', async () => {
      const body = {
        version: 'VERSION',
        answers: [{ question_id: 1, value: { choice_ids: 'RAW' } }],
      };
      await saveAnswers(withRaw(body, emptyObjects(NEAR_LIMIT))).expect(413);
    });

    it('refuses an answer nested 31 deep with 422, not 500', async () => {
      const deep = `${'{"a":'.repeat(28)}1${'}'.repeat(28)}`;
      const body = { version: 'VERSION', answers: [{ question_id: 1, value: 'RAW' }] };
      const res = await saveAnswers(withRaw(body, deep));
      expect(res.status).toBe(422);
    });

    it('refuses an answer text of about 1 MiB with 422', async () => {
      const body = {
        version: 'VERSION',
        answers: [{ question_id: 1, value: { text: 'x'.repeat(NEAR_LIMIT) } }],
      };
      const res = await saveAnswers(JSON.stringify(body));
      expect(res.status).toBe(422);
    });
  });
});
