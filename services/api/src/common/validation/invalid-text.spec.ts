import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER, type ValidationErrorBody } from '@tutor/contracts';
import { openBrowser, signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import { taskInput } from '../../tasks/testing/tasks-fixtures';
import { invalidTexts } from './invalid-text';

const LONE_SURROGATE_EMAIL = '\ud800@example.com';

describe('invalidTexts', () => {
  it('finds NUL, lone surrogates and non-characters in values and keys, in document order', () => {
    const found = invalidTexts({
      a: 'fine 😀',
      b: ['x\u0000', { c: '\udc00' }],
      ['k\ud800']: 1,
      d: '\uffff',
    });
    expect(found.map(({ path, rule }) => [path, rule])).toEqual([
      ['b.0', 'hasNoNul'],
      ['b.1.c', 'isWellFormed'],
      ['k\ufffd', 'isWellFormed'],
      ['d', 'isWellFormed'],
    ]);
  });

  it('finds the reserved keys class-transformer trips on', () => {
    const body = JSON.parse(
      '{"role":{"constructor":{"prototype":1}},"__proto__":{"x":1}}',
    ) as unknown;
    expect(invalidTexts(body).map(({ path, rule }) => [path, rule])).toEqual([
      ['role.constructor', 'isNotReservedKey'],
      ['__proto__', 'isNotReservedKey'],
    ]);
  });

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    let value: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(invalidTexts(value)).toHaveLength(1);
  });
});

describe('invalid text in a request (422 on the field)', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let teacher: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp();
    browser = await openBrowser(app);
    ({ browser: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/login', { stage: 1, email: LONE_SURROGATE_EMAIL, password: 'secret123' }],
    [
      '/registration',
      { email: LONE_SURROGATE_EMAIL, first_name: 'A', role: 1, password: 'x', agree: true },
    ],
    ['/password/email', { email: LONE_SURROGATE_EMAIL }],
  ])('refuses a lone surrogate in the email on %s', async (route, body) => {
    const res = await browser.post(route).set('Accept-Language', 'en').send(body).expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      email: ['Email address must not contain characters that are not valid text.'],
    });
  });

  it('refuses a lone surrogate deep in a task, in Russian by default', async () => {
    const input = taskInput();
    const [first, ...rest] = input.questions;
    const res = await teacher
      .post('/api/tasks')
      .send({ ...input, title: 'T\udfff', questions: [{ ...first, text: 'Q\ud83d' }, ...rest] })
      .expect(422);
    expect(res.body).toEqual({
      message: expect.stringMatching(/^Поле .* содержит недопустимые символы\./) as unknown,
      errors: {
        title: [expect.stringMatching(/содержит недопустимые символы/) as unknown],
        'questions.0.text': [expect.stringMatching(/содержит недопустимые символы/) as unknown],
      },
    });
  });

  it('refuses a "constructor" key inside a body with 422 (class-transformer would throw)', async () => {
    const res = await browser
      .post('/registration')
      .set('Accept-Language', 'en')
      .set('Content-Type', 'application/json')
      .send('{"email":"a@example.com","role":{"constructor":{"prototype":{"admin":true}}}}')
      .expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      'role.constructor': ['Constructor is not allowed here.'],
    });
  });

  it('refuses invalid text in the query string', async () => {
    const res = await teacher
      .get(`/api/checks?task_id=${encodeURIComponent('1\u0000')}`)
      .set('Accept-Language', 'en')
      .expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      task_id: ['Task must not contain NUL characters.'],
    });
  });

  it('accepts characters outside the Basic Multilingual Plane (paired surrogates)', async () => {
    await teacher
      .post('/api/tasks')
      .send(taskInput({ title: 'Дроби 😀 𝔸' }))
      .expect(201);
  });
});
