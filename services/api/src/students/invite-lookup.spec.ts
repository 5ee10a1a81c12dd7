import type { INestApplication } from '@nestjs/common';
import type { InviteLink } from '@tutor/contracts';
import { useAppAndBrowser } from '../testing/app-and-browser';
import type { TestBrowser } from '../testing/browser';
import { signedInStudent, signedInTeacher } from './testing/students-fixtures';

describe('GET /api/invites/:code (who invites)', () => {
  let app: INestApplication;
  let anonymous: TestBrowser;
  useAppAndBrowser(
    { ACCOUNT_RATE_LIMIT: '5', TRUST_PROXY: 'loopback' },
    { app: (a) => (app = a), browser: (b) => (anonymous = b) },
  );

  const codeOf = async (browser: TestBrowser): Promise<string> =>
    ((await browser.get('/api/students/invite').expect(200)).body as InviteLink).code;

  it('tells anyone the teacher’s first name and nothing else', async () => {
    const teacher = await signedInTeacher(app, 'Мария');
    const code = await codeOf(teacher.browser);
    const res = await anonymous
      .get(`/api/invites/${code}`)
      .set('X-Forwarded-For', '10.77.0.1')
      .expect(200);
    expect(res.body).toEqual({ teacher: { first_name: 'Мария' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown code and for a replaced one', async () => {
    const teacher = await signedInTeacher(app);
    const old = await codeOf(teacher.browser);
    await teacher.browser.post('/api/students/invite').expect(201);
    for (const code of [old, 'no-such-code', 'x'.repeat(65)]) {
      await anonymous.get(`/api/invites/${code}`).set('X-Forwarded-For', '10.77.0.2').expect(404);
    }
  });

  it('is no way to learn a student’s name: only teachers have codes', async () => {
    const student = await signedInStudent(app);
    await student.browser.get('/api/students/invite').expect(403);
  });

  it('is rate limited per address (429 with Retry-After)', async () => {
    const send = () => anonymous.get('/api/invites/guess').set('X-Forwarded-For', '10.77.0.3');
    for (let i = 0; i < 5; i += 1) await send().expect(404);
    const res = await send().expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
