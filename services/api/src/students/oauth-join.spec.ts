import type { INestApplication } from '@nestjs/common';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  type StudentSummary,
  type ValidationErrorBody,
} from '@tutor/contracts';
import { createUser, openBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { FakeOAuthProvider } from '../testing/fake-oauth-provider';
import { popupResult, signInThroughPopup, throughProvider } from '../testing/oauth-flow';
import { createTestApp } from '../testing/test-app';
import { SocialAccountsService } from '../users/social-accounts.service';
import type { User } from '../users/user.entity';
import { StudentJoinedEvents, type StudentJoined } from './student-joined.events';
import { inviteOf, signedInTeacher, type SignedIn } from './testing/students-fixtures';

let sequence = 0;
const nextId = (): string => `${Date.now() % 1e9}${(sequence += 1)}`;

describe('a student joins a teacher through a social sign-in started from the invite link', () => {
  let google: FakeOAuthProvider;
  let app: INestApplication;
  let browser: TestBrowser;
  let teacher: SignedIn;
  let code: string;
  const joined = jest.fn<Promise<void>, [StudentJoined]>();

  beforeAll(async () => {
    google = await FakeOAuthProvider.start('google');
    app = await createTestApp(google.env());
    app.get(StudentJoinedEvents).subscribe(joined);
  });
  beforeEach(async () => {
    joined.mockReset().mockResolvedValue(undefined);
    browser = await openBrowser(app);
    teacher = await signedInTeacher(app);
    ({ code } = await inviteOf(teacher.browser));
  });
  afterAll(async () => {
    await app.close();
    await google.stop();
  });

  const studentIds = async (): Promise<number[]> =>
    ((await teacher.browser.get('/api/students').expect(200)).body as StudentSummary[]).map(
      (student) => student.id,
    );

  /** A user with a Google account linked; the next Google sign-in is theirs. */
  async function linkedUser(role: number): Promise<User> {
    const user = await createUser(app, { role, phone: '+79161234567' });
    const id = nextId();
    await app.get(SocialAccountsService).link(user.id, {
      provider: 'google',
      providerUserId: id,
      firstName: 'Anna',
      lastName: null,
      username: null,
      email: user.email,
    });
    google.signInAs({ id, email: user.email });
    return user;
  }

  const completeRegistration = (body: object) =>
    browser.post('/oauth/registration').send({
      stage: 3,
      first_name: '',
      password: '',
      agree: false,
      phone: '',
      role: ROLE_STUDENT,
      ...body,
    });

  describe('a known account', () => {
    it('joins the student the callback signs in', async () => {
      const student = await linkedUser(ROLE_STUDENT);
      const res = await signInThroughPopup(browser, `/oauth/google?invite=${code}`);
      expect(popupResult(res)).toEqual({ redirect: '/works' });
      expect(await studentIds()).toEqual([student.id]);
      expect(joined).toHaveBeenCalledTimes(1);
    });

    it('joins in the full-page flow (popup blocked) too', async () => {
      const student = await linkedUser(ROLE_STUDENT);
      const callback = await throughProvider(browser, `/oauth/google?invite=${code}&display=page`);
      await browser.get(callback).expect(302).expect('Location', '/works');
      expect(await studentIds()).toEqual([student.id]);
    });

    it('joins nobody without a code, or with an unknown one', async () => {
      await linkedUser(ROLE_STUDENT);
      await signInThroughPopup(browser, '/oauth/google');
      await linkedUser(ROLE_STUDENT);
      const res = await signInThroughPopup(browser, '/oauth/google?invite=unknown');
      expect(popupResult(res)).toEqual({ redirect: '/works' });
      expect(await studentIds()).toEqual([]);
      expect(joined).not.toHaveBeenCalled();
    });

    it('a teacher joins nobody', async () => {
      await linkedUser(ROLE_TEACHER);
      const res = await signInThroughPopup(browser, `/oauth/google?invite=${code}`);
      expect(popupResult(res)).toEqual({ redirect: '/tasks' });
      expect(await studentIds()).toEqual([]);
    });

    it('ignores a code longer than any invite', async () => {
      await linkedUser(ROLE_STUDENT);
      const res = await signInThroughPopup(browser, `/oauth/google?invite=${'x'.repeat(65)}`);
      expect(popupResult(res)).toEqual({ redirect: '/works' });
      expect(await studentIds()).toEqual([]);
    });
  });

  describe('an account nobody has (stage 3)', () => {
    async function pendingRegistration(startPath: string, verified = true): Promise<string> {
      const email = uniqueEmail('social');
      google.signInAs({ id: nextId(), email, emailVerified: verified, firstName: 'Лена' });
      const res = await signInThroughPopup(browser, startPath);
      expect(popupResult(res)).toMatchObject({ message: 'oauth_registration' });
      return email;
    }

    it('joins the new student with the code the sign-in started with', async () => {
      const email = await pendingRegistration(`/oauth/google?invite=${code}`);
      await completeRegistration({ email }).expect(200, { redirect: '/works' });
      const [id] = await studentIds();
      const me = await browser.get('/api/user').expect(200);
      expect(id).toBe((me.body as { id: number }).id);
      expect(joined).toHaveBeenCalledTimes(1);
    });

    it('joins with the code the form sends when the sign-in had none', async () => {
      const email = await pendingRegistration('/oauth/google');
      await completeRegistration({ email, invite: code }).expect(200, { redirect: '/works' });
      expect(await studentIds()).toHaveLength(1);
    });

    it('joins the account made with an unverified email (a set-password link is mailed)', async () => {
      const email = await pendingRegistration(`/oauth/google?invite=${code}`, false);
      await completeRegistration({ email }).expect(200, { message: 'password.reset' });
      expect(await studentIds()).toHaveLength(1);
    });

    it('a new teacher joins nobody', async () => {
      const email = await pendingRegistration(`/oauth/google?invite=${code}`);
      await completeRegistration({ email, role: ROLE_TEACHER, phone: '+79161234567' }).expect(200, {
        redirect: '/tasks',
      });
      expect(await studentIds()).toEqual([]);
    });

    it('refuses a code that is not text', async () => {
      const email = await pendingRegistration('/oauth/google');
      const res = await completeRegistration({ email, invite: 42 })
        .set('Accept-Language', 'en')
        .expect(422);
      const { errors } = res.body as ValidationErrorBody;
      expect(errors.invite).toContain('Invitation must be a text value.');
      await browser.get('/api/user').expect(401);
    });
  });
});
