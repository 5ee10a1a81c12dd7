import type { INestApplication } from '@nestjs/common';
import {
  COMMENT_TEXT_MAX,
  ROLE_STUDENT,
  ROLE_TEACHER,
  ServerMessage,
  WorkRefusalCode,
  WorkStatus,
  type WorkComment,
} from '@tutor/contracts';
import { BAD_VALUES, describeValue } from '../testing/bad-input';
import { advanceClock, openBrowser, type TestBrowser } from '../testing/browser';
import {
  createTask,
  createWork,
  deleteTask,
  worksRepository,
  type Cast,
} from '../works/testing/works-fixtures';
import type { Work } from '../works/work.entity';
import { useWorksApp } from '../works/testing/use-works-app';

type Who = 'anonymous' | 'student' | 'otherStudent' | 'teacher' | 'otherTeacher';

describe('comments on a work', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  let anonymous: TestBrowser;

  useWorksApp({}, (created) => ({ app, cast } = created));

  beforeAll(async () => {
    anonymous = await openBrowser(app);
  });

  const browserOf = (who: Who): TestBrowser =>
    who === 'anonymous' ? anonymous : cast[who].browser;

  async function work(): Promise<Work> {
    const { task } = await createTask(app, cast.teacher.user);
    return createWork(app, task, cast.student.user, { status: WorkStatus.Submitted });
  }

  const post = (browser: TestBrowser, w: Work, text: unknown) =>
    browser.post(`/api/works/${w.id}/comments`).set('Accept-Language', 'en').send({ text });

  const list = async (browser: TestBrowser, w: Work): Promise<WorkComment[]> =>
    (await browser.get(`/api/works/${w.id}/comments`).expect(200)).body as WorkComment[];

  it('lets the student and the teacher talk, oldest first, each seeing what is theirs', async () => {
    const w = await work();
    const first = await post(cast.student.browser, w, '  Is this right?  ').expect(201);
    const comment = first.body as WorkComment;
    expect(comment).toEqual({
      id: comment.id,
      work_id: w.id,
      question_id: null,
      author: { id: cast.student.user.id, first_name: 'Student', role: ROLE_STUDENT },
      text: 'Is this right?',
      created_at: comment.created_at,
      updated_at: comment.created_at,
      own: true,
    });
    expect(comment.created_at).toBeGreaterThan(0);
    advanceClock(app, 1000);
    await post(cast.teacher.browser, w, 'Almost.').expect(201);
    const seenByStudent = await list(cast.student.browser, w);
    expect(seenByStudent.map((c) => [c.text, c.author.role, c.own])).toEqual([
      ['Is this right?', ROLE_STUDENT, true],
      ['Almost.', ROLE_TEACHER, false],
    ]);
    const seenByTeacher = await list(cast.teacher.browser, w);
    expect(seenByTeacher.map((c) => c.own)).toEqual([false, true]);
  });

  it('lets the author edit and delete their comment', async () => {
    const w = await work();
    const created = (await post(cast.teacher.browser, w, 'Frist').expect(201)).body as WorkComment;
    advanceClock(app, 5000);
    const edited = await cast.teacher.browser
      .patch(`/api/comments/${created.id}`)
      .send({ text: 'First' })
      .expect(200);
    expect(edited.body).toMatchObject({ id: created.id, text: 'First', own: true });
    expect((edited.body as WorkComment).updated_at).toBeGreaterThan(created.updated_at);
    expect((await list(cast.student.browser, w)).map((c) => c.text)).toEqual(['First']);
    await cast.teacher.browser.delete(`/api/comments/${created.id}`).expect(204);
    expect(await list(cast.student.browser, w)).toEqual([]);
    await cast.teacher.browser.delete(`/api/comments/${created.id}`).expect(404);
  });

  describe('rights', () => {
    const everyone: Who[] = ['anonymous', 'student', 'otherStudent', 'teacher', 'otherTeacher'];
    const expected: Record<Who, number> = {
      anonymous: 401,
      student: 200,
      otherStudent: 403,
      teacher: 200,
      otherTeacher: 403,
    };

    it.each(everyone)('GET and POST /api/works/:id/comments for %s', async (who) => {
      const w = await work();
      const read = await browserOf(who).get(`/api/works/${w.id}/comments`);
      expect(read.status).toBe(expected[who]);
      const write = await post(browserOf(who), w, 'Hello');
      expect(write.status).toBe(expected[who] === 200 ? 201 : expected[who]);
      if (expected[who] === 403)
        expect(write.body).toEqual({ message: ServerMessage.Unauthorized });
    });

    it.each(everyone)("PATCH and DELETE of the student's comment for %s", async (who) => {
      const w = await work();
      const mine = (await post(cast.student.browser, w, 'Mine').expect(201)).body as WorkComment;
      const status = who === 'student' ? 200 : who === 'anonymous' ? 401 : 403;
      const patch = await browserOf(who).patch(`/api/comments/${mine.id}`).send({ text: 'x' });
      expect(patch.status).toBe(status);
      const remove = await browserOf(who).delete(`/api/comments/${mine.id}`);
      expect(remove.status).toBe(status === 200 ? 204 : status);
    });

    it("keeps the teacher from editing the student's comment on their own work", async () => {
      const w = await work();
      const mine = (await post(cast.student.browser, w, 'Mine').expect(201)).body as WorkComment;
      const res = await cast.teacher.browser.patch(`/api/comments/${mine.id}`).send({ text: 'x' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: ServerMessage.Unauthorized });
    });

    it('answers WorkNotFound for every route once the work is withdrawn', async () => {
      const w = await work();
      const mine = (await post(cast.student.browser, w, 'Mine').expect(201)).body as WorkComment;
      await worksRepository(app).update({ id: w.id }, { withdrawnAt: Date.now() });
      const answers = await Promise.all([
        cast.student.browser.get(`/api/works/${w.id}/comments`),
        post(cast.student.browser, w, 'Hello?'),
        cast.student.browser.patch(`/api/comments/${mine.id}`).send({ text: 'x' }),
        cast.student.browser.delete(`/api/comments/${mine.id}`),
      ]);
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: WorkRefusalCode.NotFound });
      }
    });

    it('answers WorkNotFound when the task was deleted', async () => {
      const w = await work();
      await deleteTask(app, w.taskId, { withdrawWorks: false });
      const res = await cast.teacher.browser.get(`/api/works/${w.id}/comments`).expect(404);
      expect(res.body).toMatchObject({ code: WorkRefusalCode.NotFound });
    });

    it.each(['999999999', 'abc', '0'])('answers 404 for the comment id %s', async (id) => {
      const res = await cast.student.browser.patch(`/api/comments/${id}`).send({ text: 'x' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: ServerMessage.NotFound });
      await cast.student.browser.delete(`/api/comments/${id}`).expect(404);
    });

    it.each(['999999999', 'abc'])('answers WorkNotFound for the work id %s', async (id) => {
      const res = await cast.student.browser.get(`/api/works/${id}/comments`).expect(404);
      expect(res.body).toMatchObject({ code: WorkRefusalCode.NotFound });
    });
  });

  describe('the text', () => {
    it.each([
      [undefined, 'Comment is required.'],
      ['   ', 'Comment is required.'],
      [
        'x'.repeat(COMMENT_TEXT_MAX + 1),
        `Comment must not be longer than ${COMMENT_TEXT_MAX} characters.`,
      ],
      [42, 'Comment must be a text value.'],
    ])('refuses %p', async (text, message) => {
      const w = await work();
      const res = await post(cast.student.browser, w, text).expect(422);
      expect((res.body as { errors: { text: string[] } }).errors.text[0]).toBe(message);
      const created = (await post(cast.student.browser, w, 'ok').expect(201)).body as WorkComment;
      const patch = await cast.student.browser
        .patch(`/api/comments/${created.id}`)
        .set('Accept-Language', 'en')
        .send({ text })
        .expect(422);
      expect((patch.body as { errors: { text: string[] } }).errors.text[0]).toBe(message);
    });

    it('refuses a NUL character but keeps line breaks', async () => {
      const w = await work();
      const res = await post(cast.student.browser, w, 'a\u0000b').expect(422);
      expect(res.body).toEqual({
        message: 'Comment must not contain NUL characters.',
        errors: { text: ['Comment must not contain NUL characters.'] },
      });
      const ok = await post(cast.student.browser, w, 'line one\n\tline two').expect(201);
      expect((ok.body as WorkComment).text).toBe('line one\n\tline two');
    });

    it('takes the longest allowed text', async () => {
      const w = await work();
      await post(cast.student.browser, w, 'y'.repeat(COMMENT_TEXT_MAX)).expect(201);
    });

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'never fails with a 500 for the text %s',
      async (_label, value) => {
        const w = await work();
        const res = await post(cast.student.browser, w, value);
        expect([201, 413, 422]).toContain(res.status);
      },
    );
  });
  describe('the request key', () => {
    const KEY = '7d4f8a2e-1c3b-4e5f-9a6b-0c1d2e3f4a5b';
    const postKeyed = (browser: TestBrowser, w: Work, text: string, key: unknown) =>
      browser
        .post(`/api/works/${w.id}/comments`)
        .set('Accept-Language', 'en')
        .send({ text, request_key: key });

    it('adds a comment sent twice with one key once, answering the same comment', async () => {
      const w = await work();
      const first = (await postKeyed(cast.student.browser, w, 'Once', KEY).expect(201))
        .body as WorkComment;
      const again = (await postKeyed(cast.student.browser, w, 'Once', KEY).expect(201))
        .body as WorkComment;
      expect(again).toEqual(first);
      expect((await list(cast.teacher.browser, w)).map((c) => c.text)).toEqual(['Once']);
    });

    it('adds a double click (two requests at once) once', async () => {
      const w = await work();
      const answers = await Promise.all([
        postKeyed(cast.student.browser, w, 'Twice clicked', KEY),
        postKeyed(cast.student.browser, w, 'Twice clicked', KEY),
      ]);
      expect(answers.map((res) => res.status)).toEqual([201, 201]);
      const [a, b] = answers.map((res) => (res.body as WorkComment).id);
      expect(a).toBe(b);
      expect(await list(cast.student.browser, w)).toHaveLength(1);
    });

    it('keeps keys apart by author and by work, and adds every comment without one', async () => {
      const w = await work();
      await postKeyed(cast.student.browser, w, 'Student', KEY).expect(201);
      await postKeyed(cast.teacher.browser, w, 'Teacher', KEY).expect(201);
      const other = await work();
      await postKeyed(cast.student.browser, other, 'Elsewhere', KEY).expect(201);
      await post(cast.student.browser, w, 'No key').expect(201);
      await post(cast.student.browser, w, 'No key').expect(201);
      expect((await list(cast.student.browser, w)).map((c) => c.text)).toEqual([
        'Student',
        'Teacher',
        'No key',
        'No key',
      ]);
      expect((await list(cast.student.browser, other)).map((c) => c.text)).toEqual(['Elsewhere']);
    });

    it.each(['short', 'has spaces in it', 'x'.repeat(65), 42, '../../etc/passwd'])(
      'refuses the key %p on its field',
      async (key) => {
        const w = await work();
        const res = await postKeyed(cast.student.browser, w, 'Text', key).expect(422);
        expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['request_key']);
        expect(await list(cast.student.browser, w)).toEqual([]);
      },
    );
  });
});
