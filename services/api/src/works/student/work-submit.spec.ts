import type { INestApplication } from '@nestjs/common';
import { WorkRefusalCode, WorkStatus, type WorkView } from '@tutor/contracts';
import { advanceClock, type TestBrowser } from '../../testing/browser';
import { createTask, createWork, worksRepository, type Cast } from '../testing/works-fixtures';
import type { Work } from '../work.entity';
import { useWorksApp } from '../testing/use-works-app';

const HOUR = 3_600_000;

describe('submitting and new attempts', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({}, (created) => ({ app, cast } = created));

  const submit = (work: Work, version = work.version, language = 'en') =>
    cast.student.browser
      .post(`/api/works/${work.id}/submit`)
      .set('Accept-Language', language)
      .send({ version });

  describe('POST /api/works/:id/submit', () => {
    it('moves a draft to 1 (awaiting check) and answers the work', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user, { startedAt: Date.now() });
      const res = await submit(work).expect(200);
      const page = res.body as WorkView;
      expect(page).toMatchObject({
        id: work.id,
        status: WorkStatus.Submitted,
        late: false,
        version: work.version + 1,
        started_at: work.startedAt,
      });
      expect(page.submitted_at).toEqual(expect.any(Number));
    });

    it('sets the start of a work submitted without starting', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user);
      const page = (await submit(work).expect(200)).body as WorkView;
      expect(page.started_at).toBe(page.submitted_at);
    });

    it('moves a work returned for rework to 2', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user, { returned: true });
      expect(((await submit(work).expect(200)).body as WorkView).status).toBe(
        WorkStatus.Resubmitted,
      );
    });

    it('refuses after the deadline, in both languages', async () => {
      const { task } = await createTask(app, cast.teacher.user, { deadline: Date.now() + HOUR });
      const work = await createWork(app, task, cast.student.user);
      advanceClock(app, HOUR + 1000);
      const res = await submit(work).expect(409);
      expect(res.body).toEqual({
        message: 'The deadline has passed: the work can no longer be submitted.',
        code: WorkRefusalCode.DeadlinePassed,
      });
      const ru = await submit(work, work.version, 'ru').expect(409);
      expect(ru.body).toEqual({
        message: 'Срок сдачи прошёл: работу больше нельзя отправить.',
        code: WorkRefusalCode.DeadlinePassed,
      });
      const stored = await worksRepository(app).findOneByOrFail({ id: work.id });
      expect(stored.status).toBe(WorkStatus.Draft);
    });

    it('accepts after the deadline with post_deadline_allowed, marked late', async () => {
      const { task } = await createTask(app, cast.teacher.user, {
        deadline: Date.now() + HOUR,
        postDeadlineAllowed: true,
      });
      const work = await createWork(app, task, cast.student.user);
      advanceClock(app, HOUR + 1000);
      const page = (await submit(work).expect(200)).body as WorkView;
      expect(page).toMatchObject({ status: WorkStatus.Submitted, late: true });
      const list = (await cast.student.browser.get('/api/works').expect(200)).body as {
        id: number;
        late: boolean;
      }[];
      expect(list.find((row) => row.id === work.id)?.late).toBe(true);
    });

    it('is not late before the deadline', async () => {
      const { task } = await createTask(app, cast.teacher.user, {
        deadline: Date.now() + HOUR,
        postDeadlineAllowed: true,
      });
      const work = await createWork(app, task, cast.student.user);
      expect(((await submit(work).expect(200)).body as WorkView).late).toBe(false);
    });

    it('refuses a stale version', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user);
      const res = await submit(work, work.version + 5).expect(409);
      expect(res.body).toMatchObject({ code: WorkRefusalCode.StaleVersion });
    });

    it('refuses a second submit (the first tab won)', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user);
      await submit(work).expect(200);
      const res = await submit(work).expect(409);
      expect(res.body).toEqual({
        message: 'The work can no longer be changed: it has been submitted.',
        code: WorkRefusalCode.NotEditable,
      });
    });

    it.each([WorkStatus.Submitted, WorkStatus.BeingChecked, WorkStatus.Checked])(
      'refuses from status %s',
      async (status) => {
        const { task } = await createTask(app, cast.teacher.user);
        const work = await createWork(app, task, cast.student.user, { status });
        const res = await submit(work).expect(409);
        expect(res.body).toMatchObject({ code: WorkRefusalCode.NotEditable });
      },
    );

    it.each([null, 'x', -1, 1.5, {}, []])('refuses the version %p with 422', async (version) => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user);
      const res = await cast.student.browser
        .post(`/api/works/${work.id}/submit`)
        .send({ version })
        .expect(422);
      expect(res.body).toHaveProperty('errors.version');
    });
  });

  describe('POST /api/works/:id/attempts', () => {
    const newAttempt = (work: Work) =>
      cast.student.browser.post(`/api/works/${work.id}/attempts`).set('Accept-Language', 'en');

    it('numbers attempts, keeps the earlier ones, and starts each as a fresh draft', async () => {
      const { task } = await createTask(app, cast.teacher.user, { canRepeated: true });
      const first = await createWork(app, task, cast.student.user, {
        status: WorkStatus.Checked,
        ball: 4,
        dispatchJobId: null,
      });
      const before = (await cast.student.browser.get(`/api/works/${first.id}`).expect(200))
        .body as WorkView;
      expect(before.can_start_new_attempt).toBe(true);

      const second = (await newAttempt(first).expect(201)).body as WorkView;
      expect(second).toMatchObject({
        task_id: task.id,
        attempt: 2,
        status: WorkStatus.Draft,
        started_at: null,
        submitted_at: null,
        answers: [],
        can_start_new_attempt: false,
      });
      expect(second.id).not.toBe(first.id);
      const stored = await worksRepository(app).findOneByOrFail({ id: second.id });
      expect(stored).toMatchObject({
        teacherId: cast.teacher.user.id,
        studentId: cast.student.user.id,
        dispatchJobId: null,
        returned: false,
      });

      const firstAgain = (await cast.student.browser.get(`/api/works/${first.id}`).expect(200))
        .body as WorkView;
      expect(firstAgain).toMatchObject({
        status: WorkStatus.Checked,
        can_start_new_attempt: false,
      });
      expect(firstAgain.attempts).toEqual([
        { id: first.id, attempt: 1, status: WorkStatus.Checked, ball: 4 },
        { id: second.id, attempt: 2, status: WorkStatus.Draft, ball: null },
      ]);

      await worksRepository(app).update({ id: second.id }, { status: WorkStatus.Checked });
      const third = (await newAttempt(stored).expect(201)).body as WorkView;
      expect(third.attempt).toBe(3);
      const list = (await cast.student.browser.get('/api/works').expect(200)).body as {
        id: number;
      }[];
      expect(list.map((row) => row.id)).toEqual(
        expect.arrayContaining([first.id, second.id, third.id]),
      );
    });

    it('refuses from an earlier attempt', async () => {
      const { task } = await createTask(app, cast.teacher.user, { canRepeated: true });
      const first = await createWork(app, task, cast.student.user, { status: WorkStatus.Checked });
      await createWork(app, task, cast.student.user, { attempt: 2, status: WorkStatus.Checked });
      const res = await newAttempt(first).expect(409);
      expect(res.body).toEqual({
        message: 'A new attempt at this task is not available.',
        code: WorkRefusalCode.NotEditable,
      });
    });

    it('numbers past a withdrawn attempt', async () => {
      const { task } = await createTask(app, cast.teacher.user, { canRepeated: true });
      const first = await createWork(app, task, cast.student.user, { status: WorkStatus.Checked });
      await createWork(app, task, cast.student.user, { attempt: 2, withdrawnAt: Date.now() });
      const next = (await newAttempt(first).expect(201)).body as WorkView;
      expect(next.attempt).toBe(3);
    });

    it('refuses when the task is not repeatable', async () => {
      const { task } = await createTask(app, cast.teacher.user, { canRepeated: false });
      const work = await createWork(app, task, cast.student.user, { status: WorkStatus.Checked });
      await newAttempt(work).expect(409);
    });

    it.each([WorkStatus.Draft, WorkStatus.Submitted, WorkStatus.BeingChecked])(
      'refuses before the check is finished (status %s)',
      async (status) => {
        const { task } = await createTask(app, cast.teacher.user, { canRepeated: true });
        const work = await createWork(app, task, cast.student.user, { status });
        await newAttempt(work).expect(409);
      },
    );

    it('makes one new attempt of two clicks at once', async () => {
      const { task } = await createTask(app, cast.teacher.user, { canRepeated: true });
      const work = await createWork(app, task, cast.student.user, { status: WorkStatus.Checked });
      const results = await Promise.all([newAttempt(work), newAttempt(work)]);
      const created = results.filter((res) => res.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((res) => (res.body as WorkView).id)).size).toBe(1);
      expect(await worksRepository(app).countBy({ taskId: task.id })).toBe(2);
    });
  });
});
