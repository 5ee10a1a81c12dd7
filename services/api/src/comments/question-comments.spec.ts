import type { INestApplication } from '@nestjs/common';
import { ServerMessage, WorkStatus, type WorkComment } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { Notification } from '../notifications/notification.entity';
import type { TestBrowser } from '../testing/browser';
import {
  createTask,
  createWork,
  worksRepository,
  type Cast,
} from '../works/testing/works-fixtures';
import { useWorksApp } from '../works/testing/use-works-app';
import type { Work } from '../works/work.entity';

describe('comments on a question', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({}, (created) => ({ app, cast } = created));

  async function submitted(status: WorkStatus = WorkStatus.Submitted) {
    const { task, questions } = await createTask(app, cast.teacher.user);
    const work = await createWork(app, task, cast.student.user, { status });
    return { work, questionIds: questions.map((question) => question.id) };
  }

  const post = (browser: TestBrowser, w: Work, body: object) =>
    browser.post(`/api/works/${w.id}/comments`).set('Accept-Language', 'en').send(body);

  const list = async (browser: TestBrowser, w: Work): Promise<WorkComment[]> =>
    (await browser.get(`/api/works/${w.id}/comments`).expect(200)).body as WorkComment[];

  async function finishCheck(w: Work): Promise<void> {
    await cast.teacher.browser.post(`/api/works/${w.id}/open`).expect(200);
    const { version } = await worksRepository(app).findOneByOrFail({ id: w.id });
    await cast.teacher.browser
      .put(`/api/works/${w.id}/check`)
      .send({ version, balls: [], finish: true })
      .expect(200);
  }

  const commentNotes = (w: Work) =>
    app.get(DataSource).getRepository(Notification).findBy({
      userId: cast.student.user.id,
      workId: w.id,
      kind: 'comment_added',
    });

  it('keeps question comments from the student until the check is finished', async () => {
    const { work, questionIds } = await submitted();
    const [first, second] = questionIds;
    await post(cast.teacher.browser, work, { text: 'Whole work' }).expect(201);
    const created = await post(cast.teacher.browser, work, {
      text: 'Check the sign',
      question_id: first,
    }).expect(201);
    expect(created.body).toMatchObject({ question_id: first, text: 'Check the sign', own: true });
    await post(cast.teacher.browser, work, { text: 'Good', question_id: second }).expect(201);
    expect((await list(cast.teacher.browser, work)).map((c) => c.question_id)).toEqual([
      null,
      first,
      second,
    ]);
    expect((await list(cast.student.browser, work)).map((c) => c.text)).toEqual(['Whole work']);
    expect(await commentNotes(work)).toHaveLength(1);

    await finishCheck(work);
    const seen = await list(cast.student.browser, work);
    expect(seen.map((c) => [c.question_id, c.text])).toEqual([
      [null, 'Whole work'],
      [first, 'Check the sign'],
      [second, 'Good'],
    ]);
    const notes = await commentNotes(work);
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.data.note)).toContain('Check the sign');
  });

  it('shows a question comment on a checked work at once, notifying once per comment', async () => {
    const { work, questionIds } = await submitted(WorkStatus.Checked);
    await post(cast.teacher.browser, work, { text: 'Later', question_id: questionIds[0] }).expect(
      201,
    );
    expect((await list(cast.student.browser, work)).map((c) => c.text)).toEqual(['Later']);
    expect(await commentNotes(work)).toHaveLength(1);
  });

  it('releases them when the work is returned for rework', async () => {
    const { work, questionIds } = await submitted();
    await post(cast.teacher.browser, work, { text: 'Redo', question_id: questionIds[2] }).expect(
      201,
    );
    await cast.teacher.browser.post(`/api/works/${work.id}/open`).expect(200);
    const { version } = await worksRepository(app).findOneByOrFail({ id: work.id });
    await cast.teacher.browser
      .post(`/api/works/${work.id}/return`)
      .send({ version, comment: 'Again, please' })
      .expect(200);
    expect((await list(cast.student.browser, work)).map((c) => c.text)).toContain('Redo');
  });

  it('refuses a question of another task on its field', async () => {
    const { work } = await submitted();
    const other = await submitted();
    const res = await post(cast.teacher.browser, work, {
      text: 'Wrong question',
      question_id: other.questionIds[0],
    }).expect(422);
    expect(res.body).toEqual({
      message: 'This question is not part of the work.',
      errors: { question_id: ['This question is not part of the work.'] },
    });
  });

  it.each([0, -1, 1.5, 'abc', 2 ** 31])('refuses the question id %p with a 422', async (id) => {
    const { work } = await submitted();
    const res = await post(cast.teacher.browser, work, { text: 'x', question_id: id }).expect(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['question_id']);
  });

  it('lets only the work’s teacher comment a question', async () => {
    const { work, questionIds } = await submitted(WorkStatus.Checked);
    const res = await post(cast.student.browser, work, { text: 'Me', question_id: questionIds[0] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ServerMessage.Unauthorized });
    const stranger = await post(cast.otherTeacher.browser, work, {
      text: 'Me',
      question_id: questionIds[0],
    });
    expect(stranger.status).toBe(403);
  });

  it('refuses a question comment on a draft', async () => {
    const { work, questionIds } = await submitted(WorkStatus.Draft);
    await post(cast.teacher.browser, work, { text: 'Early', question_id: questionIds[0] }).expect(
      409,
    );
  });

  it('adds a question comment sent twice with one key once', async () => {
    const { work, questionIds } = await submitted();
    const body = { text: 'Once', question_id: questionIds[0], request_key: 'key-12345678' };
    const answers = await Promise.all([
      post(cast.teacher.browser, work, body),
      post(cast.teacher.browser, work, body),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(new Set(answers.map((res) => (res.body as WorkComment).id)).size).toBe(1);
    expect(await list(cast.teacher.browser, work)).toHaveLength(1);
  });
});
