import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER } from '@tutor/contracts';
import { api, createTestApp } from '../../testing/test-app';
import { openBrowser, signedInBrowser, type TestBrowser } from '../../testing/browser';
import { taskInput } from '../../tasks/testing/tasks-fixtures';

/** `[[[…1…]]]` nested `depth` deep, as JSON text. */
const nested = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** `{"a":{"a":…}}` nested `depth` deep, padded to about `bytes` with a long string. */
const nestedObject = (depth: number, bytes = 0): string =>
  `{"pad":"${'x'.repeat(bytes)}",${'"a":{'.repeat(depth)}"b":1${'}'.repeat(depth)}}`;

const ACCOUNT_ROUTES = ['/login', '/registration', '/password/email', '/password/reset'];

describe('request body limits', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let teacher: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp({ ACCOUNT_BODY_LIMIT_KB: '4', BODY_LIMIT_KB: '64' });
    browser = await openBrowser(app);
    ({ browser: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([...ACCOUNT_ROUTES, '/api/client-errors'])(
    'answers 413 with a translated message to a body over ACCOUNT_BODY_LIMIT_KB on %s',
    async (route) => {
      const res = await browser
        .post(route)
        .set('Accept-Language', 'en')
        .send({ email: 'a@example.com', password: 'x'.repeat(5 * 1024) })
        .expect(413);
      expect(res.body).toEqual({ message: 'The request body is too large.' });
    },
  );

  it('matches an account route whatever its letter case or trailing slash', async () => {
    await browser
      .post('/LOGIN/')
      .send({ email: 'a@example.com', password: 'x'.repeat(5 * 1024) })
      .expect(413);
  });

  it('takes a body over the account limit on other routes, up to BODY_LIMIT_KB', async () => {
    const criteria = 'x'.repeat(8 * 1024);
    await teacher.post('/api/tasks').send(taskInput({ criteria })).expect(201);
    const res = await teacher
      .post('/api/tasks')
      .set('Accept-Language', 'ru')
      .send(taskInput({ decision: 'x'.repeat(65 * 1024) }))
      .expect(413);
    expect(res.body).toEqual({ message: 'Тело запроса слишком велико.' });
  });

  it.each(['/login', '/api/client-errors', '/api/tasks'])(
    'refuses JSON nested deeper than 32 with 422 on %s, before parsing it',
    async (route) => {
      const client = route === '/api/tasks' ? teacher : browser;
      const res = await client
        .post(route)
        .set('Accept-Language', 'en')
        .set('Content-Type', 'application/json')
        .send(nested(1000))
        .expect(422);
      expect(res.body).toEqual({ message: 'The request body is nested too deeply.' });
    },
  );

  it('refuses a 1 MB body nested 500,000 deep in milliseconds', async () => {
    const big = await createTestApp({ BODY_LIMIT_KB: '2048' });
    try {
      const { browser: signedIn } = await signedInBrowser(big, { role: ROLE_TEACHER });
      const body = nested(500_000);
      expect(body.length).toBeGreaterThan(1_000_000);
      const started = performance.now();
      await signedIn
        .post('/api/tasks')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(422);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await big.close();
    }
  });

  it('takes nesting up to 32 deep (the body is then validated as usual)', async () => {
    const res = await browser
      .post('/api/client-errors')
      .set('Content-Type', 'application/json')
      .send(nestedObject(31))
      .expect(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toContain('remote');
  });

  it('counts brackets inside strings as text, not nesting', async () => {
    const message = '['.repeat(1000);
    await browser
      .post('/api/client-errors')
      .send({ remote: 'tasks', message, url: 'http://localhost/' })
      .expect(204);
  });

  it('refuses a form body nested deeper than 32 with 422', async () => {
    const field = `a${'[b]'.repeat(40)}`;
    await browser
      .post('/api/client-errors')
      .type('form')
      .send(`${field}=1`)
      .expect(422)
      .expect({ message: 'Тело запроса содержит слишком глубокую вложенность.' });
  });

  it('refuses JSON in another charset than UTF-8 with 400', async () => {
    await api(app)
      .post('/api/client-errors')
      .set('Content-Type', 'application/json; charset=utf-16')
      .send(Buffer.from('{}', 'utf16le'))
      .expect(400);
  });
});
