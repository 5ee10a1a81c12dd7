import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { soleProprietor } from '../payouts/testing/payouts-fixtures';
import {
  advanceClock,
  createUser,
  openBrowser,
  uniqueEmail,
  type TestBrowser,
} from '../testing/browser';
import { readMailDir, type ReadMail } from '../testing/mail-reader';
import { createTestApp, testMailDir } from '../testing/test-app';
import { UsersService } from '../users/users.service';

const PASSWORD = 'Lantern-Otter-42';
const OPERATOR_EMAIL = uniqueEmail('operator');
const LINK = /http:\/\/localhost:3000\/api\/account\/email\/verify\?token=([0-9a-f]{64})/;

const mailsTo = (email: string): ReadMail[] =>
  readMailDir(testMailDir()).filter((mail) => mail.to.includes(email));

function mailedToken(email: string): string {
  const token = LINK.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`No verification link was mailed to ${email}`);
  return token;
}

describe('email verification', () => {
  let app: INestApplication;
  let visitor: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp({ OPERATOR_EMAILS: OPERATOR_EMAIL });
  });
  beforeEach(async () => {
    visitor = await openBrowser(app);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await app.close();
  });

  /** Registers through POST /registration in a new browser, signed in after. */
  async function register(
    email = uniqueEmail('new'),
    role = ROLE_STUDENT,
    language = 'en',
  ): Promise<{ browser: TestBrowser; email: string }> {
    const browser = await openBrowser(app);
    await browser
      .post('/registration')
      .set('Accept-Language', language)
      .send({
        stage: 2,
        email,
        first_name: 'Аня',
        role,
        phone: role === ROLE_TEACHER ? '8 (916) 123-45-67' : '',
        password: PASSWORD,
        agree: true,
      })
      .expect(200);
    return { browser, email };
  }

  const me = async (browser: TestBrowser): Promise<SessionUser> =>
    (await browser.get('/api/user').expect(200)).body as SessionUser;

  const open = async (token: string, browser = visitor): Promise<string> =>
    String(
      (await browser.get(`/api/account/email/verify?token=${token}`).expect(302)).headers.location,
    );

  const verifiedAt = async (email: string): Promise<number | null | undefined> =>
    (await app.get(UsersService).findByEmail(email))?.emailVerifiedAt;

  describe('the link mailed at registration', () => {
    it('arrives in the language of the sign-up and leaves the address unverified until opened', async () => {
      const { browser, email } = await register(uniqueEmail('ru'), ROLE_STUDENT, 'ru');
      const mail = mailsTo(email).at(-1);
      expect(mail?.subject).toBe('Подтвердите email');
      expect(mail?.text).toContain('Ссылка действительна 24 часа.');
      expect(mail?.html).toContain('/api/account/email/verify?token=');
      expect((await me(browser)).email_verified).toBe(false);

      const { email: enEmail } = await register(uniqueEmail('en'));
      expect(mailsTo(enEmail).at(-1)?.subject).toBe('Confirm your email address');
    });

    it('verifies the address opened in the signed-in browser, back to /settings', async () => {
      const { browser, email } = await register();
      expect(await open(mailedToken(email), browser)).toBe('/settings?email_verification=done');
      expect((await me(browser)).email_verified).toBe(true);
    });

    it('verifies the address opened signed out, and the login page says so', async () => {
      const { browser, email } = await register();
      expect(await open(mailedToken(email))).toBe('/login?message=email_verification.done');
      expect((await me(browser)).email_verified).toBe(true);
    });

    it('answers done again for a link already used, keeping the first moment', async () => {
      const { email } = await register();
      const token = mailedToken(email);
      await open(token);
      const first = await verifiedAt(email);
      advanceClock(app, 60_000);
      expect(await open(token)).toBe('/login?message=email_verification.done');
      expect(await verifiedAt(email)).toBe(first);
    });

    it('refuses a link past 24 hours, and a new one works', async () => {
      const { browser, email } = await register();
      const token = mailedToken(email);
      advanceClock(app, 24 * 3_600_000);
      expect(await open(token, browser)).toBe('/settings?email_verification=expired');
      expect(await verifiedAt(email)).toBeNull();
      await browser.post('/api/account/email/verification').expect(200);
      expect(await open(mailedToken(email), browser)).toBe('/settings?email_verification=done');
    });

    it.each(['', 'abc', 'f'.repeat(64), `${'a'.repeat(63)}G`])(
      'refuses the token %j as invalid',
      async (token) => {
        expect(await open(token)).toBe('/login?message=email_verification.invalid');
      },
    );

    it('refuses a link a newer one replaced', async () => {
      const { browser, email } = await register();
      const old = mailedToken(email);
      await browser.post('/api/account/email/verification').expect(200);
      expect(await open(old)).toBe('/login?message=email_verification.invalid');
      expect(await verifiedAt(email)).toBeNull();
    });

    it('verifies nothing once the account moved to another address', async () => {
      const { email } = await register();
      const token = mailedToken(email);
      const user = await app.get(UsersService).findByEmail(email);
      await app.get(UsersService).setEmail(user?.id ?? 0, uniqueEmail('moved'), 0);
      expect(await open(token)).toBe('/login?message=email_verification.invalid');
    });

    it('verifies once when the link is opened 20 times at once', async () => {
      const { email } = await register();
      const token = mailedToken(email);
      const users = app.get(UsersService);
      const mark = jest.spyOn(users, 'markEmailVerified');
      const browsers = await Promise.all(Array.from({ length: 20 }, () => openBrowser(app)));
      const outcomes = await Promise.all(browsers.map((browser) => open(token, browser)));
      expect(new Set(outcomes)).toEqual(new Set(['/login?message=email_verification.done']));
      const marked = await Promise.all(
        mark.mock.results.map((result) => result.value as Promise<boolean>),
      );
      expect(marked.filter((updated) => updated === true)).toHaveLength(1);
      expect(await verifiedAt(email)).toEqual(expect.any(Number));
    });
  });

  describe('POST /api/account/email/verification', () => {
    it('mails a new link at most once a minute, saying when to ask again', async () => {
      const { browser, email } = await register();
      const before = mailsTo(email).length;
      const sent = await browser
        .post('/api/account/email/verification')
        .set('Accept-Language', 'en')
        .expect(200);
      expect(sent.body).toEqual({
        message: `We have emailed a new confirmation link to ${email}.`,
      });
      expect(mailsTo(email)).toHaveLength(before + 1);

      const again = await browser
        .post('/api/account/email/verification')
        .set('Accept-Language', 'ru')
        .expect(429);
      expect(again.headers['retry-after']).toMatch(/^(60|59)$/);
      const refusal = again.body as { message: string; code: string };
      expect(refusal.code).toBe('verification_throttled');
      expect(refusal.message).toMatch(/^Ссылка только что отправлена\. .* через (60|59) с\.$/);
      expect(mailsTo(email)).toHaveLength(before + 1);

      advanceClock(app, 60_000);
      await browser.post('/api/account/email/verification').expect(200);
      expect(mailsTo(email)).toHaveLength(before + 2);
    });

    it('sends nothing for an address already verified', async () => {
      const user = await createUser(app);
      const browser = await openBrowser(app);
      await browser.signIn(user.email, 'Tr1cky-Pineapple');
      const res = await browser.post('/api/account/email/verification').expect(200);
      expect(res.body).toEqual({ message: 'Ваш email уже подтверждён.' });
      expect(mailsTo(user.email)).toHaveLength(0);
    });

    it('is for signed-in users only', async () => {
      await visitor.post('/api/account/email/verification').expect(401);
    });
  });

  describe('an address of OPERATOR_EMAILS', () => {
    it('makes no operator of a stranger who registered it, until the mailbox is proven', async () => {
      const { browser } = await register(OPERATOR_EMAIL.toUpperCase(), ROLE_TEACHER);
      expect((await me(browser)).is_operator).toBe(false);
      await browser.get('/api/payouts/register').expect(403);
      await browser.get('/api/payouts/register/payouts').expect(403);
      await browser.get('/api/remotes/status').expect(403);

      expect(await open(mailedToken(OPERATOR_EMAIL), browser)).toBe(
        '/settings?email_verification=done',
      );
      expect((await me(browser)).is_operator).toBe(true);
      await browser.get('/api/payouts/register/payouts').expect(200);
    });
  });

  describe('payouts', () => {
    it('refuses requisites and payout requests of an unverified author, in their language', async () => {
      const { browser, email } = await register(uniqueEmail('author'), ROLE_TEACHER);
      const saved = await browser
        .put('/api/payouts/requisites')
        .set('Accept-Language', 'ru')
        .send(soleProprietor)
        .expect(403);
      expect(saved.body).toEqual({
        message:
          'Сначала подтвердите email: откройте ссылку из письма или запросите новую в настройках.',
        code: 'email_unverified',
      });
      const requested = await browser
        .post('/api/payouts/requests')
        .set('Accept-Language', 'en')
        .expect(403);
      expect(requested.body).toEqual({
        message:
          'Confirm your email address first: open the link we emailed you, or ask for a new one in the settings.',
        code: 'email_unverified',
      });
      expect((await browser.get('/api/payouts/requisites').expect(200)).body).toMatchObject({
        requisites: null,
      });

      await open(mailedToken(email), browser);
      await browser.put('/api/payouts/requisites').send(soleProprietor).expect(200);
    });
  });
});
