import { Logger, type INestApplication } from '@nestjs/common';
import { INTERNAL_DETAIL, ProbeModule } from '../../testing/probe.module';
import { api, createTestApp } from '../../testing/test-app';

describe('error answers', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({}, [ProbeModule]);
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await api(app).get('/api/nothing-here').set('Accept', 'text/html').expect(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ message: 'Not Found.' });
  });

  it('answers a POST no route takes with a JSON 404', async () => {
    const res = await api(app).post('/nothing-here').send({}).expect(404);
    expect(res.body).toEqual({ message: 'Not Found.' });
  });

  it('says Unauthenticated. for 401, whatever the exception said', async () => {
    const res = await api(app).get('/api/probe/unauthenticated').expect(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('says This action is unauthorized. for 403', async () => {
    const res = await api(app).get('/api/probe/forbidden').expect(403);
    expect(res.body).toEqual({ message: 'This action is unauthorized.' });
  });

  it('keeps Retry-After on a 429', async () => {
    const res = await api(app).get('/api/probe/throttled').expect(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.body).toEqual({ message: 'Too Many Attempts.' });
  });

  it('hides an unexpected error behind Server Error and logs it', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    const res = await api(app).get('/api/probe/crash').expect(500);
    expect(res.body).toEqual({ message: 'Server Error' });
    expect(res.text).not.toContain('secret_admin');
    expect(res.text).not.toContain('.ts:');
    const call = logged.mock.calls.find(([, message]) => message === INTERNAL_DETAIL);
    const details: unknown = call?.[0];
    expect(details).toMatchObject({ err: { message: INTERNAL_DETAIL }, status: 500 });
  });

  it('answers a malformed JSON body with a 400 that says so', async () => {
    const res = await api(app)
      .post('/api/probe/form')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'en')
      .send('{"email": "a@b.c",')
      .expect(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('says it in Russian by default', async () => {
    const res = await api(app)
      .post('/api/client-errors')
      .set('Content-Type', 'application/json')
      .send('not json')
      .expect(400);
    expect(res.body).toEqual({ message: 'Тело запроса не является корректным JSON.' });
  });

  it('refuses a body over the limit with a 413', async () => {
    const res = await api(app)
      .post('/api/probe/form')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(res.body).toEqual({ message: 'Тело запроса слишком велико.' });
  });
});
