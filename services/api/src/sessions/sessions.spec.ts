import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER } from '@tutor/contracts';
import { TEST_PASSWORD, createUser, openBrowser, signedInBrowser } from '../testing/browser';
import { ProbeModule } from '../testing/probe.module';
import { api, createTestApp } from '../testing/test-app';
import { DataSource } from 'typeorm';
import { User } from '../users/user.entity';

function cookie(headers: Record<string, unknown>, name: string): string | undefined {
  const list = headers['set-cookie'];
  const cookies = Array.isArray(list) ? (list as string[]) : [];
  return cookies.find((c) => c.startsWith(`${name}=`));
}

function cookieValue(headers: Record<string, unknown>, name: string): string | undefined {
  return cookie(headers, name)
    ?.split(';')[0]
    ?.slice(name.length + 1);
}

describe('sessions and CSRF', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({}, [ProbeModule]);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('cookies', () => {
    it('gives a visitor a readable, signed XSRF-TOKEN, Lax, and no session cookie', async () => {
      const res = await api(app).get('/api/settings').expect(200);
      const xsrf = cookie(res.headers, 'XSRF-TOKEN');
      expect(xsrf).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}\.[\w-]{43};/);
      expect(xsrf).toContain('SameSite=Lax');
      expect(xsrf).not.toContain('HttpOnly');
      expect(xsrf).not.toContain('Secure');
      expect(cookie(res.headers, 'tutor_session')).toBeUndefined();
    });

    it('gives a signed-in browser an httpOnly, Lax session cookie beside the XSRF-TOKEN', async () => {
      const user = await createUser(app);
      const browser = await openBrowser(app);
      const res = await browser
        .post('/login')
        .send({ stage: 1, email: user.email, password: TEST_PASSWORD })
        .expect(200);
      const session = cookie(res.headers, 'tutor_session');
      expect(session).toContain('HttpOnly');
      expect(session).toContain('SameSite=Lax');
      expect(session).toMatch(/Expires=/);
      expect(cookieValue(res.headers, 'XSRF-TOKEN')).toBe(browser.xsrfToken);
      await browser.get('/api/user').expect(200);
    });

    it('sets no cookie on an answer that changes nothing', async () => {
      const { browser } = await signedInBrowser(app);
      const res = await browser.get('/api/user').expect(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      const visitor = await openBrowser(app);
      const again = await visitor.get('/api/settings').expect(200);
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('sends both cookies again, same session and token, an hour into a session', async () => {
      const { browser } = await signedInBrowser(app);
      const { sessionCookie, xsrfToken } = browser;
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + 61 * 60_000);
      try {
        const res = await browser.get('/api/user').expect(200);
        const expires = /Expires=([^;]+)/.exec(cookie(res.headers, 'tutor_session') ?? '')?.[1];
        expect(new Date(expires ?? 0).getTime()).toBeGreaterThan(
          now + 61 * 60_000 + 6 * 86_400_000,
        );
        expect(browser.sessionCookie).toBe(sessionCookie);
        expect(cookieValue(res.headers, 'XSRF-TOKEN')).toBe(xsrfToken);
        const next = await browser.get('/api/user').expect(200);
        expect(next.headers['set-cookie']).toBeUndefined();
      } finally {
        jest.restoreAllMocks();
      }
    });

    it('keeps the same token for the same session', async () => {
      const browser = await openBrowser(app);
      const first = browser.xsrfToken;
      await browser.get('/api/settings').expect(200);
      expect(browser.xsrfToken).toBe(first);
    });

    it('marks both cookies Secure when APP_URL is https', async () => {
      const secure = await createTestApp({ APP_URL: 'https://tutor.example.com' });
      try {
        const user = await createUser(secure);
        const page = await api(secure)
          .get('/api/settings')
          .set('X-Forwarded-Proto', 'https')
          .expect(200);
        expect(cookie(page.headers, 'XSRF-TOKEN')).toContain('Secure');
        const token = cookieValue(page.headers, 'XSRF-TOKEN') ?? '';
        const res = await api(secure)
          .post('/login')
          .set('X-Forwarded-Proto', 'https')
          .set('Cookie', `XSRF-TOKEN=${token}`)
          .set('X-XSRF-TOKEN', token)
          .send({ stage: 1, email: user.email, password: TEST_PASSWORD })
          .expect(200);
        expect(cookie(res.headers, 'XSRF-TOKEN')).toContain('Secure');
        expect(cookie(res.headers, 'tutor_session')).toContain('Secure');
      } finally {
        await secure.close();
      }
    });

    it('gives health probes no session', async () => {
      const res = await api(app).get('/api/health').expect(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('CSRF', () => {
    it.each(['post', 'put', 'patch', 'delete'] as const)(
      'refuses %s without X-XSRF-TOKEN with 419',
      async (method) => {
        const browser = await openBrowser(app);
        const res = await browser[method]('/api/probe/state').unset('X-XSRF-TOKEN').expect(419);
        expect(res.body).toEqual({ message: 'CSRF token mismatch.' });
      },
    );

    it.each(['post', 'put', 'patch', 'delete'] as const)(
      'lets %s through with the token',
      async (method) => {
        const browser = await openBrowser(app);
        const res = await browser[method]('/api/probe/state').expect(200);
        expect(res.body).toEqual({ changed: true });
      },
    );

    it('refuses a wrong token, and a token of another browser', async () => {
      const browser = await openBrowser(app);
      const other = await openBrowser(app);
      await browser.put('/api/probe/state').set('X-XSRF-TOKEN', 'f'.repeat(40)).expect(419);
      await browser.put('/api/probe/state').set('X-XSRF-TOKEN', other.xsrfToken).expect(419);
      await browser.put('/api/probe/state').set('X-XSRF-TOKEN', '').expect(419);
    });

    it('refuses a header that matches a cookie the server did not sign', async () => {
      const forged = `${'a'.repeat(32)}.${'b'.repeat(43)}`;
      await api(app)
        .put('/api/probe/state')
        .set('Cookie', `XSRF-TOKEN=${forged}`)
        .set('X-XSRF-TOKEN', forged)
        .expect(419);
    });

    it('refuses the token of one session with another, even planted in its cookie', async () => {
      const { browser: victim } = await signedInBrowser(app);
      const { browser: attacker } = await signedInBrowser(app);
      const victimPage = await victim.get('/api/user').expect(200);
      const victimSession = cookieValue(victimPage.headers, 'tutor_session') ?? '';
      const stolen = attacker.xsrfToken;
      await api(app)
        .put('/api/probe/state')
        .set('Cookie', `tutor_session=${victimSession}; XSRF-TOKEN=${stolen}`)
        .set('X-XSRF-TOKEN', stolen)
        .expect(419);
      await victim.put('/api/probe/state').expect(200);
    });

    it('refuses a visitor token once the browser is signed in', async () => {
      const visitor = await openBrowser(app);
      const anonymous = visitor.xsrfToken;
      const { browser } = await signedInBrowser(app);
      const session = browser.sessionCookie;
      await api(app)
        .put('/api/probe/state')
        .set('Cookie', `tutor_session=${session}; XSRF-TOKEN=${anonymous}`)
        .set('X-XSRF-TOKEN', anonymous)
        .expect(419);
    });

    it('refuses the header without the cookie', async () => {
      const browser = await openBrowser(app);
      await api(app).put('/api/probe/state').set('X-XSRF-TOKEN', browser.xsrfToken).expect(419);
    });

    it('refuses a request with no session at all', async () => {
      const res = await api(app)
        .post('/login')
        .set('X-XSRF-TOKEN', 'f'.repeat(40))
        .send({ email: 'a@b.cd' })
        .expect(419);
      expect(res.body).toEqual({ message: 'CSRF token mismatch.' });
    });

    it('checks the token before the body', async () => {
      await api(app).post('/login').send({}).expect(419);
    });

    it('lets reads through without a token', async () => {
      await api(app).get('/api/settings').expect(200);
    });

    it('lets a route marked @SkipCsrf() through', async () => {
      await api(app).post('/api/probe/webhook').expect(201, { received: true });
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 Unauthenticated. without a signed-in user', async () => {
      const browser = await openBrowser(app);
      const res = await browser.get('/api/user').expect(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });

    it('answers the signed-in user', async () => {
      const { browser, user } = await signedInBrowser(app, {
        role: ROLE_TEACHER,
        firstName: 'Анна',
        phone: '+79161234567',
      });
      const res = await browser.get('/api/user').expect(200);
      expect(res.body).toEqual({
        id: user.id,
        email: user.email,
        first_name: 'Анна',
        phone: '+79161234567',
        role: ROLE_TEACHER,
        social_accounts: [],
        email_verified: true,
        is_operator: false,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 once the user no longer exists', async () => {
      const { browser, user } = await signedInBrowser(app);
      await app.get(DataSource).getRepository(User).delete({ id: user.id });
      await browser.get('/api/user').expect(401, { message: 'Unauthenticated.' });
    });
  });

  describe('@SignedIn() in another module', () => {
    it('refuses a visitor and passes the signed-in user', async () => {
      const visitor = await openBrowser(app);
      await visitor.get('/api/probe/me').expect(401, { message: 'Unauthenticated.' });
      const { browser, user } = await signedInBrowser(app);
      await browser.get('/api/probe/me').expect(200, { id: user.id, email: user.email });
    });
  });

  describe('signing in and out', () => {
    it('gives a visitor a session and a new XSRF token at sign-in', async () => {
      const user = await createUser(app);
      const browser = await openBrowser(app);
      const visitorToken = browser.xsrfToken;
      const res = await browser
        .post('/login')
        .send({ stage: 1, email: user.email, password: TEST_PASSWORD })
        .expect(200);
      expect(cookieValue(res.headers, 'tutor_session')).toEqual(expect.any(String));
      expect(browser.xsrfToken).not.toBe(visitorToken);
      await browser.put('/api/probe/state').expect(200);
    });

    it('gives a new session id and XSRF token at sign-in, and drops the old session', async () => {
      const { browser, user } = await signedInBrowser(app);
      const oldSession = browser.sessionCookie;
      expect(oldSession).not.toBe('');
      const oldToken = browser.xsrfToken;
      const res = await browser
        .post('/login')
        .send({ stage: 1, email: user.email, password: TEST_PASSWORD })
        .expect(200);
      expect(cookieValue(res.headers, 'tutor_session')).not.toBe(oldSession);
      expect(browser.xsrfToken).not.toBe(oldToken);
      expect(res.headers['set-cookie']).toHaveLength(2);
      await api(app).get('/api/user').set('Cookie', `tutor_session=${oldSession}`).expect(401);
    });

    it('POST /logout ends the session and answers the login page', async () => {
      const { browser } = await signedInBrowser(app);
      const token = browser.xsrfToken;
      const res = await browser.post('/logout').expect(200);
      expect(res.body).toEqual({ redirect: '/login' });
      expect(browser.xsrfToken).not.toBe(token);
      expect(cookie(res.headers, 'tutor_session')).toMatch(/^tutor_session=;/);
      await browser.get('/api/user').expect(401);
      await browser.put('/api/probe/state').expect(200);
    });

    it('POST /logout needs the XSRF token', async () => {
      const { browser } = await signedInBrowser(app);
      await browser.post('/logout').unset('X-XSRF-TOKEN').expect(419);
      await browser.get('/api/user').expect(200);
    });

    it('POST /logout of a visitor still answers the login page', async () => {
      const browser = await openBrowser(app);
      await browser.post('/logout').expect(200, { redirect: '/login' });
    });
  });
});
