import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER, type ValidationErrorBody } from '@tutor/contracts';
import { openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { taskInput } from '../tasks/testing/tasks-fixtures';

/** Requests the fuzz suite found answered 500, each fixed at its cause. */
describe('answers to what the fuzz suite found', () => {
  let app: INestApplication;
  let anonymous: TestBrowser;
  let teacher: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp();
    anonymous = await openBrowser(app);
    ({ browser: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(['constructor', '__proto__'])(
    'refuses a top-level "%s" key with 422 on it (the field map is no plain object)',
    async (key) => {
      const res = await anonymous
        .post('/login')
        .set('Accept-Language', 'en')
        .set('Content-Type', 'application/json')
        .send(`{"email":"a@example.com","${key}":{"prototype":{"admin":true}}}`)
        .expect(422);
      const { errors } = res.body as ValidationErrorBody;
      expect(Object.keys(errors)).toEqual([key]);
      expect(Object.getOwnPropertyDescriptor(errors, key)?.value).toEqual([
        expect.stringMatching(/^.+ (is|are) not allowed here\.$/) as unknown,
      ]);
    },
  );

  it('refuses a question that is null in PUT /api/tasks/:id with 422 on it', async () => {
    const created = await teacher.post('/api/tasks').send(taskInput()).expect(201);
    const { id } = created.body as { id: number };
    const res = await teacher
      .put(`/api/tasks/${id}`)
      .set('Accept-Language', 'en')
      .send({ ...taskInput(), questions: [null] })
      .expect(422);
    expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['questions.0']);
  });

  it.each([{ ids: ['x'], all: null }, { ids: [{ a: 1 }], all: false }, { all: null }])(
    'refuses %j in POST /api/notifications/read with 422',
    async (body) => {
      await teacher.post('/api/notifications/read').send(body).expect(422);
    },
  );

  it.each([
    { mail: [] },
    { mail: 'x' },
    { mail: { work_checked: 'yes' } },
    { mail: { work_checked: null } },
    { submitted_delivery: null },
    [],
  ])('refuses %j in PUT /api/notifications/preferences with 422', async (body) => {
    await teacher.put('/api/notifications/preferences').send(body).expect(422);
  });

  it.each(['%00', '%E2%80%AE', 'a%20b', 'x'.repeat(65)])(
    'answers 404 to the invite code %s, never 500',
    async (code) => {
      await anonymous.get(`/api/invites/${code}`).expect(404);
    },
  );
});
