import type { INestApplication } from '@nestjs/common';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  type StudentSummary,
  type ValidationErrorBody,
} from '@tutor/contracts';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { BAD_VALUES, describeValue } from '../testing/bad-input';
import {
  TEST_PASSWORD,
  advanceClock,
  createUser,
  openBrowser,
  uniqueEmail,
  type TestBrowser,
} from '../testing/browser';
import { StudentJoinedEvents, type StudentJoined } from './student-joined.events';
import {
  inviteOf,
  signedInStudent,
  signedInTeacher,
  type SignedIn,
} from './testing/students-fixtures';

describe('a student joins a teacher through the invite link', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  const joined = jest.fn<Promise<void>, [StudentJoined]>();
  useAppAndBrowser({}, { app: (a) => (app = a), browser: (b) => (browser = b) });

  beforeAll(() => app.get(StudentJoinedEvents).subscribe(joined));
  beforeEach(() => joined.mockReset().mockResolvedValue(undefined));

  let teacher: SignedIn;
  let code: string;
  beforeEach(async () => {
    teacher = await signedInTeacher(app, 'Мария');
    ({ code } = await inviteOf(teacher.browser));
  });

  const studentsOf = async (who: SignedIn = teacher): Promise<StudentSummary[]> =>
    (await who.browser.get('/api/students').expect(200)).body as StudentSummary[];

  const login = (email: string, invite?: unknown, password = TEST_PASSWORD) =>
    browser.post('/login').send({ stage: 1, email, password, invite });

  const registration = (fields: Record<string, unknown>) =>
    browser.post('/registration').send({
      stage: 2,
      email: uniqueEmail('new-student'),
      first_name: 'Аня',
      role: ROLE_STUDENT,
      phone: '',
      password: 'Lantern-Otter-42',
      agree: true,
      ...fields,
    });

  describe('by signing in (POST /login)', () => {
    it('joins the student, at the clock’s time, and says so once', async () => {
      const student = await createUser(app, { role: ROLE_STUDENT, firstName: 'Петя' });
      advanceClock(app, 60_000);
      const before = Date.now() + 60_000;
      await login(student.email, code).expect(200, { redirect: '/works' });
      const [summary] = await studentsOf();
      expect(summary).toEqual({
        id: student.id,
        first_name: 'Петя',
        email: student.email,
        joined_at: expect.any(Number) as number,
        group_ids: [],
      });
      expect(summary?.joined_at).toBeGreaterThanOrEqual(before);
      expect(joined).toHaveBeenCalledTimes(1);
      expect(joined).toHaveBeenCalledWith({
        teacherId: teacher.user.id,
        studentId: student.id,
        joinedAt: summary?.joined_at,
      });
    });

    it('is idempotent: signing in again keeps one row and announces nothing', async () => {
      const student = await createUser(app, { role: ROLE_STUDENT });
      await login(student.email, code).expect(200);
      const first = await studentsOf();
      advanceClock(app, 60_000);
      await (
        await openBrowser(app)
      )
        .post('/login')
        .send({ email: student.email, password: TEST_PASSWORD, invite: code })
        .expect(200);
      expect(await studentsOf()).toEqual(first);
      expect(joined).toHaveBeenCalledTimes(1);
    });

    it('does not join on a wrong password', async () => {
      const student = await createUser(app, { role: ROLE_STUDENT });
      await login(student.email, code, 'Wrong-Password-1').expect(422);
      expect(await studentsOf()).toEqual([]);
      expect(joined).not.toHaveBeenCalled();
    });

    it('does not join on stage 0 (no password yet)', async () => {
      const student = await createUser(app, { role: ROLE_STUDENT });
      await browser
        .post('/login')
        .send({ stage: 0, email: student.email, invite: code })
        .expect(200, { message: 'request_password' });
      expect(await studentsOf()).toEqual([]);
    });

    it('signs in as usual with an unknown or replaced code, joining nobody', async () => {
      const student = await createUser(app, { role: ROLE_STUDENT });
      await teacher.browser.post('/api/students/invite').expect(201);
      await login(student.email, code).expect(200, { redirect: '/works' });
      await login(student.email, 'no-such-code-at-all').expect(200, { redirect: '/works' });
      await browser.get('/api/user').expect(200);
      expect(await studentsOf()).toEqual([]);
      expect(joined).not.toHaveBeenCalled();
    });

    it('a teacher signing in with a code joins nobody', async () => {
      const other = await createUser(app, { role: ROLE_TEACHER, phone: '+79161234567' });
      await login(other.email, code).expect(200, { redirect: '/tasks' });
      expect(await studentsOf()).toEqual([]);
      expect(joined).not.toHaveBeenCalled();
    });

    it('signs in even when a listener of the join fails', async () => {
      joined.mockRejectedValueOnce(new Error('listener down'));
      const student = await createUser(app, { role: ROLE_STUDENT });
      await login(student.email, code).expect(200, { redirect: '/works' });
      await browser.get('/api/user').expect(200);
      expect(await studentsOf()).toHaveLength(1);
    });

    it.each([
      [123, 'Invitation must be a text value.'],
      [['a'], 'Invitation must be a text value.'],
      ['x'.repeat(65), 'Invitation must not be longer than 64 characters.'],
    ])('refuses invite %j with 422', async (invite, text) => {
      const student = await createUser(app, { role: ROLE_STUDENT });
      const res = await login(student.email, invite).set('Accept-Language', 'en').expect(422);
      const { errors } = res.body as ValidationErrorBody;
      expect(Object.keys(errors)).toEqual(['invite']);
      expect(errors.invite).toContain(text);
    });

    it.each([null, ''])('takes invite %j as none', async (invite) => {
      const student = await createUser(app, { role: ROLE_STUDENT });
      await login(student.email, invite).expect(200, { redirect: '/works' });
    });
  });

  describe('by registering (POST /registration)', () => {
    it('joins the new student', async () => {
      const email = uniqueEmail('registered');
      await registration({ email, invite: code }).expect(200, { redirect: '/works' });
      const students = await studentsOf();
      expect(students).toMatchObject([{ email, first_name: 'Аня', group_ids: [] }]);
      expect(joined).toHaveBeenCalledWith(
        expect.objectContaining({ teacherId: teacher.user.id, studentId: students[0]?.id }),
      );
    });

    it('registers as usual with an unknown code', async () => {
      await registration({ invite: 'unknown-code' }).expect(200, { redirect: '/works' });
      expect(await studentsOf()).toEqual([]);
    });

    it('a new teacher joins nobody', async () => {
      await registration({ role: ROLE_TEACHER, phone: '+79161234567', invite: code }).expect(200, {
        redirect: '/tasks',
      });
      expect(await studentsOf()).toEqual([]);
      expect(joined).not.toHaveBeenCalled();
    });

    it('reports a bad invite with the other mistakes and creates no one', async () => {
      const email = uniqueEmail('bad');
      const res = await registration({ email, invite: 'x'.repeat(65), agree: false })
        .set('Accept-Language', 'en')
        .expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        agree: ['Please accept the terms.'],
        invite: ['Invitation must not be longer than 64 characters.'],
      });
    });
  });

  describe('signed in already (POST /api/students/join)', () => {
    it('joins and answers the teacher', async () => {
      const student = await signedInStudent(app);
      const res = await student.browser
        .post('/api/students/join')
        .send({ invite: code })
        .expect(200);
      expect(res.body).toEqual({ teacher: { id: teacher.user.id, first_name: 'Мария' } });
      expect(await studentsOf()).toMatchObject([{ id: student.user.id }]);
      expect(joined).toHaveBeenCalledTimes(1);
    });

    it('answers the same when already joined, announcing nothing new', async () => {
      const student = await signedInStudent(app);
      await student.browser.post('/api/students/join').send({ invite: code }).expect(200);
      const again = await student.browser
        .post('/api/students/join')
        .send({ invite: ` ${code} ` })
        .expect(200);
      expect(again.body).toEqual({ teacher: { id: teacher.user.id, first_name: 'Мария' } });
      expect(await studentsOf()).toHaveLength(1);
      expect(joined).toHaveBeenCalledTimes(1);
    });

    it('lets a student belong to two teachers', async () => {
      const second = await signedInTeacher(app, 'Олег');
      const student = await signedInStudent(app);
      await student.browser.post('/api/students/join').send({ invite: code }).expect(200);
      const { code: secondCode } = await inviteOf(second.browser);
      await student.browser.post('/api/students/join').send({ invite: secondCode }).expect(200);
      expect(await studentsOf()).toMatchObject([{ id: student.user.id }]);
      expect(await studentsOf(second)).toMatchObject([{ id: student.user.id }]);
      expect(joined.mock.calls.map(([event]) => event.teacherId)).toEqual([
        teacher.user.id,
        second.user.id,
      ]);
    });

    it.each([
      ['en', 'This invite link is invalid or no longer works. Ask your teacher for a new one.'],
      ['ru', 'Ссылка-приглашение недействительна или устарела. Попросите у преподавателя новую.'],
    ])('refuses an unknown code with 422 on invite (%s)', async (language, text) => {
      const student = await signedInStudent(app);
      const res = await student.browser
        .post('/api/students/join')
        .set('Accept-Language', language)
        .send({ invite: 'not-a-code' })
        .expect(422);
      expect(res.body).toEqual({ message: text, errors: { invite: [text] } });
    });

    it('refuses a replaced code', async () => {
      await teacher.browser.post('/api/students/invite').expect(201);
      const student = await signedInStudent(app);
      await student.browser.post('/api/students/join').send({ invite: code }).expect(422);
      expect(await studentsOf()).toEqual([]);
    });

    it('requires the invite', async () => {
      const student = await signedInStudent(app);
      const res = await student.browser
        .post('/api/students/join')
        .set('Accept-Language', 'en')
        .send({})
        .expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        invite: ['Invitation is required.'],
      });
    });

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'answers invite = %s with 422, never 500',
      async (_label, invite) => {
        const student = await signedInStudent(app);
        await student.browser.post('/api/students/join').send({ invite }).expect(422);
      },
    );

    it('is refused to a visitor (401) and to a teacher (403)', async () => {
      await browser.post('/api/students/join').send({ invite: code }).expect(401);
      const other = await signedInTeacher(app);
      await other.browser.post('/api/students/join').send({ invite: code }).expect(403);
      expect(await studentsOf()).toEqual([]);
    });
  });
});
