import type { INestApplication } from '@nestjs/common';
import { DispatchJobStatus, ROLE_TEACHER, type DispatchJob as JobView } from '@tutor/contracts';
import { DataSource, Not } from 'typeorm';
import { StudentJoinedEvents } from '../students/student-joined.events';
import { Task } from '../tasks/task.entity';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { signedInBrowser, type TestBrowser } from '../testing/browser';
import { Work } from '../works/work.entity';
import { DispatchJob } from './dispatch-job.entity';
import {
  hasStatus,
  insertGroup,
  insertStudentsOf,
  insertTask,
  insertUsers,
  linkStudents,
  waitForJob,
} from './testing/dispatch-fixtures';

/** Sending to nobody: the form is told who receives it, and the answer agrees with the row. */
describe('dispatch preview and a target that reaches nobody', () => {
  let app: INestApplication;
  let data: DataSource;

  useAppAndBrowser(
    { REDIS_URL: undefined, DISPATCH_SWEEP_MS: '60000' },
    {
      app: (a) => {
        app = a;
        data = a.get(DataSource);
      },
      browser: () => undefined,
    },
  );

  async function teacherWith(studentCount: number) {
    const teacher = await signedInBrowser(app, { role: ROLE_TEACHER });
    const students = await insertStudentsOf(data, teacher.user.id, studentCount);
    const task = await insertTask(data, teacher.user.id);
    return { browser: teacher.browser, teacherId: teacher.user.id, students, task };
  }

  const preview = (browser: TestBrowser, task: Task, target: object) =>
    browser.post(`/api/tasks/${task.id}/dispatch-preview`).send({ target });

  describe('POST /api/tasks/:taskId/dispatch-preview', () => {
    it('tells how many students receive the task and who, sending nothing', async () => {
      const { browser, teacherId, students, task } = await teacherWith(3);
      const res = await preview(browser, task, { kind: 'all' }).expect(200);
      expect(res.body).toEqual({
        recipients: 3,
        students: expect.arrayContaining(
          students.map((id) => ({ id, first_name: expect.any(String) as unknown })),
        ) as unknown,
        only_new: false,
      });
      const groupId = await insertGroup(data, teacherId, [students[0] ?? 0]);
      const group = await preview(browser, task, { kind: 'group', group_id: groupId }).expect(200);
      expect(group.body).toMatchObject({ recipients: 1, students: [{ id: students[0] }] });
      expect(await data.getRepository(DispatchJob).countBy({ taskId: task.id })).toBe(0);
    });

    it('answers 0 recipients for a class with nobody yet, and says whether only_new is on', async () => {
      const { browser, teacherId } = await teacherWith(0);
      const task = await insertTask(data, teacherId, { onlyNew: true });
      const res = await preview(browser, task, { kind: 'all' }).expect(200);
      expect(res.body).toEqual({ recipients: 0, students: [], only_new: true });
    });

    it('refuses a bad target per field, and another teacher’s task', async () => {
      const { browser, task } = await teacherWith(1);
      const res = await preview(browser, task, { kind: 'group' })
        .set('Accept-Language', 'en')
        .expect(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['target.group_id']);
      const other = await signedInBrowser(app, { role: ROLE_TEACHER });
      await preview(other.browser, task, { kind: 'all' }).expect(403);
    });
  });

  describe('POST /api/tasks/:taskId/dispatches to nobody', () => {
    it('refuses with 422 on target suggesting only_new, and creates no job', async () => {
      const { browser, teacherId, task } = await teacherWith(0);
      const res = await browser
        .post(`/api/tasks/${task.id}/dispatches`)
        .set('Accept-Language', 'en')
        .send({ target: { kind: 'all' }, delay_at: null })
        .expect(422);
      const message =
        'Nobody would receive the task now: you have no students here yet. Send it also to students who join later.';
      expect(res.body).toEqual({ message, errors: { target: [message] } });
      const empty = await insertGroup(data, teacherId, []);
      await browser
        .post(`/api/tasks/${task.id}/dispatches`)
        .send({ target: { kind: 'group', group_id: empty }, delay_at: Date.now() + 60_000 })
        .expect(422);
      expect(await data.getRepository(DispatchJob).countBy({ taskId: task.id })).toBe(0);
    });

    it('with only_new: the job ends done with no works, and a student who joins gets the task', async () => {
      const { browser, teacherId, task } = await teacherWith(0);
      const res = await browser
        .post(`/api/tasks/${task.id}/dispatches`)
        .send({ target: { kind: 'all' }, delay_at: null, only_new: true })
        .expect(201);
      const job = await waitForJob(data, (res.body as JobView).id, hasStatus(3, 25, 26));
      expect(job).toMatchObject({
        status: DispatchJobStatus.Done,
        worksCreated: 0,
        errorKey: null,
      });
      expect(await data.getRepository(Task).findOneByOrFail({ id: task.id })).toMatchObject({
        onlyNew: true,
      });
      const [studentId = 0] = await insertUsers(data, 1);
      const now = Date.now();
      await linkStudents(data, teacherId, [studentId], now);
      await app.get(StudentJoinedEvents).emit({ teacherId, studentId, joinedAt: now });
      // The queue may already have started the joiner's job, so it is found by task, not status.
      const joined = await data
        .getRepository(DispatchJob)
        .findOneByOrFail({ taskId: task.id, id: Not(job.id) });
      await waitForJob(data, joined.id, hasStatus(DispatchJobStatus.Done));
      const works = await data.getRepository(Work).findBy({ taskId: task.id });
      expect(works.map((work) => work.studentId)).toEqual([studentId]);
    });

    it('with only_new and students now: sends to them and sets only_new', async () => {
      const { browser, students, task } = await teacherWith(2);
      const res = await browser
        .post(`/api/tasks/${task.id}/dispatches`)
        .send({ target: { kind: 'all' }, delay_at: null, only_new: true })
        .expect(201);
      const job = await waitForJob(data, (res.body as JobView).id, hasStatus(3, 25, 26));
      expect(job).toMatchObject({ status: DispatchJobStatus.Done, worksCreated: students.length });
      const stored = await data.getRepository(Task).findOneByOrFail({ id: task.id });
      expect(stored.onlyNew).toBe(true);
    });

    it('with only_new false: turns the task’s only_new off, and absent leaves it', async () => {
      const { browser, teacherId } = await teacherWith(1);
      const task = await insertTask(data, teacherId, { onlyNew: true });
      const send = (body: object) =>
        browser
          .post(`/api/tasks/${task.id}/dispatches`)
          .send({ target: { kind: 'all' }, delay_at: null, ...body })
          .expect(201);
      await send({});
      const onlyNew = async () =>
        (await data.getRepository(Task).findOneByOrFail({ id: task.id })).onlyNew;
      expect(await onlyNew()).toBe(true);
      await send({ only_new: false });
      expect(await onlyNew()).toBe(false);
    });

    it('refuses an only_new that is not a boolean', async () => {
      const { browser, task } = await teacherWith(1);
      const res = await browser
        .post(`/api/tasks/${task.id}/dispatches`)
        .send({ target: { kind: 'all' }, delay_at: null, only_new: 'yes' })
        .expect(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['only_new']);
    });
  });
});
