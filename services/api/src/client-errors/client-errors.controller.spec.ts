import { randomUUID } from 'node:crypto';
import { Logger, type INestApplication } from '@nestjs/common';
import type { ValidationErrorBody } from '@tutor/contracts';
import { openBrowser, type TestBrowser } from '../testing/browser';
import { api, createTestApp } from '../testing/test-app';

const report = {
  remote: 'tasks',
  message: 'Loading chunk 42 failed',
  url: 'http://localhost:3000/tasks',
};

describe('POST /api/client-errors', () => {
  let app: INestApplication;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp();
    browser = await openBrowser(app);
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('logs a failed remote at warn with its version and browser, and answers 204', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    await browser
      .post('/api/client-errors')
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36')
      .send({ ...report, kind: 'render', version: '0b2a6586a59b' })
      .expect(204);
    expect(warn).toHaveBeenCalledWith(
      {
        remote: 'tasks',
        version: '0b2a6586a59b',
        url: report.url,
        kind: 'render',
        browser: 'Chrome 140',
        clientMessage: report.message,
      },
      'Remote "tasks" failed in a browser',
    );
  });

  it('takes a report without a version as one of an unknown build', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    await browser.post('/api/client-errors').set('User-Agent', '').send(report).expect(204);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ version: 'unknown', kind: 'load', browser: null }),
      'Remote "tasks" failed in a browser',
    );
  });

  it('refuses an unknown kind and an empty or overlong version', async () => {
    const res = await browser
      .post('/api/client-errors')
      .set('Accept-Language', 'en')
      .send({ ...report, kind: 'exploded', version: 'v'.repeat(101) })
      .expect(422);
    expect(Object.keys((res.body as ValidationErrorBody).errors).sort()).toEqual([
      'kind',
      'version',
    ]);
    const empty = await browser
      .post('/api/client-errors')
      .send({ ...report, version: '' })
      .expect(422);
    expect(Object.keys((empty.body as ValidationErrorBody).errors)).toEqual(['version']);
  });

  it('takes a report for any registry name, not only the built-in ones', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    await browser
      .post('/api/client-errors')
      .send({ ...report, remote: 'reports_2' })
      .expect(204);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'reports_2' }),
      'Remote "reports_2" failed in a browser',
    );
  });

  it.each(['Reports', '2fa', 'a/b', 'x'.repeat(41)])(
    'refuses %j, no registry name',
    async (remote) => {
      const res = await browser
        .post('/api/client-errors')
        .set('Accept-Language', 'en')
        .send({ ...report, remote })
        .expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['remote']);
    },
  );

  it('refuses a report without the XSRF token', async () => {
    const res = await api(app).post('/api/client-errors').send(report).expect(419);
    expect(res.body).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('answers 429 with Retry-After past the per-IP rate limit', async () => {
    // its own Redis keys: the other tests of this file counted against the same IP
    const limited = await createTestApp({
      ACCOUNT_RATE_LIMIT: '2',
      REDIS_PREFIX: `client-errors-limit-${randomUUID().slice(0, 8)}:`,
    });
    try {
      const reporter = await openBrowser(limited);
      await reporter.post('/api/client-errors').send(report).expect(204);
      await reporter.post('/api/client-errors').send(report).expect(204);
      const res = await reporter.post('/api/client-errors').send(report).expect(429);
      expect(res.body).toEqual({ message: 'Too Many Attempts.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('answers 413 to a body over the account limit (16 KB by default)', async () => {
    const res = await browser
      .post('/api/client-errors')
      .set('Accept-Language', 'en')
      .send({ ...report, message: 'x'.repeat(17 * 1024) })
      .expect(413);
    expect(res.body).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses texts over 2000 characters and missing fields', async () => {
    const res = await browser
      .post('/api/client-errors')
      .set('Accept-Language', 'en')
      .send({ remote: 'auth', message: 'x'.repeat(2001) })
      .expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      message: ['Message must not be longer than 2000 characters.'],
      url: ['Page address is required.'],
    });
  });
});
