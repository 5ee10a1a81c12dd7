import { randomUUID } from 'node:crypto';
import { ROLE_STUDENT } from '@tutor/contracts';
import type { Answer, Browser } from './support/browser';
import { useCluster } from './support/cluster';

const RATE_LIMIT = 10;
const LOGIN_MAX_ATTEMPTS = 3;
const PASSWORD = 'Lantern-Otter-42';

const cluster = useCluster({
  ACCOUNT_RATE_LIMIT: String(RATE_LIMIT),
  LOGIN_MAX_ATTEMPTS: String(LOGIN_MAX_ATTEMPTS),
});

/** The names of the instances that served these answers. */
const servedBy = (answers: readonly Answer[]): string[] =>
  [...new Set(answers.map((answer) => cluster().instanceAt(answer.upstream).name))].sort();

/** A new student, registered (and so signed in) in a new browser through the balancer. */
async function registeredStudent(): Promise<{ browser: Browser; email: string }> {
  const browser = cluster().browser();
  expect((await browser.open()).status).toBe(200);
  const email = `multi-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await browser.post('/registration', {
    stage: 2,
    email,
    first_name: 'Аня',
    role: ROLE_STUDENT,
    phone: '',
    password: PASSWORD,
    agree: true,
  });
  expect(registered.status).toBe(200);
  return { browser, email };
}

describe('two API instances behind nginx (round robin)', () => {
  it('keep a session made through one working on both', async () => {
    const { browser, email } = await registeredStudent();
    const answers: Answer<{ email?: string }>[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await browser.get<{ email?: string }>('/api/user'));
    expect(answers.map((answer) => [answer.status, answer.body.email])).toEqual(
      Array.from({ length: 6 }, () => [200, email]),
    );
    expect(servedBy(answers)).toEqual(['a', 'b']);
  });

  it('accept a state change made with the XSRF token another instance issued', async () => {
    const browser = cluster().browser();
    const page = await browser.open();
    const logout = await browser.post('/logout');
    expect(logout.status).toBe(200);
    expect(cluster().instanceAt(logout.upstream)).not.toBe(cluster().instanceAt(page.upstream));
  });

  it('count the account rate limit across both, whatever X-Forwarded-For claims', async () => {
    const browser = cluster().browser();
    await browser.open();
    const answers: Answer[] = [];
    for (let i = 0; i < 2 * RATE_LIMIT; i += 1)
      answers.push(await browser.post('/password/email', {}));
    const passed = answers.filter((answer) => answer.status !== 429);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(passed).toHaveLength(RATE_LIMIT);
    expect(servedBy(passed)).toEqual(['a', 'b']);
    expect(servedBy(refused)).toEqual(['a', 'b']);
    const forged = await browser.post('/password/email', {}, { 'X-Forwarded-For': '203.0.113.7' });
    expect(forged.status).toBe(429);
  });

  it('lock an account after LOGIN_MAX_ATTEMPTS failures made through both', async () => {
    const { email } = await registeredStudent();
    const browser = cluster().browser();
    await browser.open();
    const failures: Answer[] = [];
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i += 1) {
      failures.push(await browser.post('/login', { stage: 1, email, password: 'wrong-password' }));
    }
    expect(failures.map((answer) => answer.status)).toEqual([422, 422, 422]);
    expect(servedBy(failures)).toEqual(['a', 'b']);
    for (let i = 0; i < 2; i += 1) {
      const locked = await browser.post<{ message: string }>('/login', {
        stage: 1,
        email,
        password: PASSWORD,
      });
      expect(locked.status).toBe(422);
      expect(locked.body.message).toMatch(/^Too many login attempts/);
    }
  });
});
