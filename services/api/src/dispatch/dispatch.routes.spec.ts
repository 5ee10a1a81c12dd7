import type { INestApplication } from '@nestjs/common';
import { DispatchErrorKey, DispatchJobStatus, ROLE_TEACHER } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { badFieldCases } from '../testing/bad-input';
import { signedInBrowser, type TestBrowser } from '../testing/browser';
import type { User } from '../users/user.entity';
import { DispatchJob } from './dispatch-job.entity';
import {
  hasStatus,
  insertGroup,
  insertStudentsOf,
  insertTask,
  waitForJob,
} from './testing/dispatch-fixtures';

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

describe('dispatch routes', () => {
  let app: INestApplication;
  let anonymous: TestBrowser;
  let data: DataSource;
  let teacher: { browser: TestBrowser; user: User };
  let taskId: number;
  let students: number[];

  useAppAndBrowser(
    { REDIS_URL: undefined, DISPATCH_SWEEP_MS: '60000' },
    {
      app: (a) => {
        app = a;
        data = a.get(DataSource);
      },
      browser: (b) => (anonymous = b),
    },
  );

  beforeAll(async () => {
    teacher = await signedInBrowser(app, { role: ROLE_TEACHER });
    students = await insertStudentsOf(data, teacher.user.id, 3);
  });

  beforeEach(async () => {
    taskId = (await insertTask(data, teacher.user.id)).id;
  });

  const later = (): number => Date.now() + 3_600_000;

  async function insertJob(fields: Partial<DispatchJob>): Promise<DispatchJob> {
    const jobs = data.getRepository(DispatchJob);
    return jobs.save(
      jobs.create({
        taskId,
        teacherId: teacher.user.id,
        target: { kind: 'all' },
        status: DispatchJobStatus.Planned,
        runAt: later(),
        attempts: 0,
        leaseUntil: null,
        worksCreated: 0,
        errorKey: null,
        createdAt: Date.now(),
        finishedAt: null,
        ...fields,
      }),
    );
  }

  describe('who may use them', () => {
    type Route = [string, 'get' | 'post', (ids: { task: number; job: number }) => string];
    const routes: Route[] = [
      ['create', 'post', ({ task }) => `/api/tasks/${task}/dispatches`],
      ['list', 'get', ({ task }) => `/api/tasks/${task}/dispatches`],
      ['cancel', 'post', ({ job }) => `/api/dispatches/${job}/cancel`],
      ['retry', 'post', ({ job }) => `/api/dispatches/${job}/retry`],
    ];
    const body = { target: { kind: 'all' }, delay_at: null };

    async function ids(): Promise<{ task: number; job: number }> {
      const job = await insertJob({ status: DispatchJobStatus.Failed });
      return { task: taskId, job: job.id };
    }

    it.each(routes)('%s: 401 for an anonymous visitor', async (_name, method, url) => {
      const res = await anonymous[method](url(await ids())).send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });

    it.each(routes)('%s: 403 for a student', async (_name, method, url) => {
      const { browser } = await signedInBrowser(app);
      const res = await browser[method](url(await ids())).send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'This action is unauthorized.' });
    });

    it.each(routes)("%s: 403 for another teacher's task or job", async (_name, method, url) => {
      const other = await signedInBrowser(app, { role: ROLE_TEACHER });
      const target = await ids();
      const res = await other.browser[method](url(target)).send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'This action is unauthorized.' });
      expect(await data.getRepository(DispatchJob).countBy({ taskId })).toBe(1);
    });

    it.each(routes)('%s: 404 for a task or job that does not exist', async (_name, method, url) => {
      for (const missing of [2_000_000_000, 'abc', '1e3', '0', '99999999999']) {
        const res = await teacher.browser[method](
          url({ task: missing as number, job: missing as number }),
        ).send(body);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Not Found.' });
      }
    });

    it.each(routes.slice(0, 2))('%s: 404 for a deleted task', async (_name, method, url) => {
      const task = await insertTask(data, teacher.user.id, { deletedAt: Date.now() });
      const res = await teacher.browser[method](url({ task: task.id, job: 0 })).send(body);
      expect(res.status).toBe(404);
    });
  });

  describe('POST /api/tasks/:taskId/dispatches', () => {
    const post = (body: unknown) =>
      teacher.browser.post(`/api/tasks/${taskId}/dispatches`).send(body as object);

    it('queues a job to send now, and it runs: one work per student', async () => {
      const res = await post({ target: { kind: 'all' }, delay_at: null }).expect(201);
      expect(res.body).toEqual({
        id: anyNumber,
        task_id: taskId,
        target: { kind: 'all' },
        status: DispatchJobStatus.Queued,
        run_at: anyNumber,
        attempts: 0,
        works_created: 0,
        error_key: null,
        created_at: anyNumber,
        finished_at: null,
      });
      const job = await waitForJob(data, (res.body as { id: number }).id, hasStatus(3));
      expect(job.worksCreated).toBe(students.length);
    });

    it('plans a job for a delay_at ahead, at that moment', async () => {
      const delayAt = later();
      const res = await post({ target: { kind: 'all' }, delay_at: delayAt }).expect(201);
      expect(res.body).toMatchObject({ status: DispatchJobStatus.Planned, run_at: delayAt });
    });

    it('queues a job whose delay_at has passed', async () => {
      const res = await post({ target: { kind: 'all' }, delay_at: Date.now() - 1000 }).expect(201);
      expect((res.body as { status: number }).status).toBe(DispatchJobStatus.Queued);
    });

    it('sends to chosen students (repeats count once) and to a group', async () => {
      const chosen = await post({
        target: { kind: 'students', student_ids: [students[0], students[0], students[1]] },
        delay_at: later(),
      }).expect(201);
      expect((chosen.body as { target: unknown }).target).toEqual({
        kind: 'students',
        student_ids: [students[0], students[1]],
      });
      const groupId = await insertGroup(data, teacher.user.id, [students[2] ?? 0]);
      const group = await post({ target: { kind: 'group', group_id: groupId }, delay_at: later() });
      expect(group.status).toBe(201);
      expect((group.body as { target: unknown }).target).toEqual({
        kind: 'group',
        group_id: groupId,
      });
    });

    it('refuses students who are not the teacher’s, field by field', async () => {
      const other = await signedInBrowser(app, { role: ROLE_TEACHER });
      const [stranger = 0] = await insertStudentsOf(data, other.user.id, 1);
      const res = await post({
        target: { kind: 'students', student_ids: [students[0], stranger] },
        delay_at: null,
      }).expect(422);
      expect(res.body).toEqual({
        message: anyString,
        errors: { 'target.student_ids': [anyString] },
      });
      const en = await teacher.browser
        .post(`/api/tasks/${taskId}/dispatches`)
        .set('Accept-Language', 'en')
        .send({ target: { kind: 'students', student_ids: [999_999] }, delay_at: null })
        .expect(422);
      expect((en.body as { message: string }).message).toBe(
        'Some of the selected students are not your students.',
      );
      expect(await data.getRepository(DispatchJob).countBy({ taskId })).toBe(0);
    });

    it('refuses a group of another teacher', async () => {
      const other = await signedInBrowser(app, { role: ROLE_TEACHER });
      const groupId = await insertGroup(data, other.user.id, []);
      const res = await post({ target: { kind: 'group', group_id: groupId }, delay_at: null })
        .set('Accept-Language', 'ru')
        .expect(422);
      expect(res.body).toEqual({
        message: 'Выбранная группа не существует.',
        errors: { 'target.group_id': ['Выбранная группа не существует.'] },
      });
    });

    it.each([
      ['an unknown kind', { target: { kind: 'everyone' }, delay_at: null }, 'target.kind'],
      ['no target', { delay_at: null }, 'target'],
      ['a target that is no object', { target: 'all', delay_at: null }, 'target'],
      [
        'empty student_ids',
        { target: { kind: 'students', student_ids: [] } },
        'target.student_ids',
      ],
      ['no student_ids', { target: { kind: 'students' } }, 'target.student_ids'],
      [
        'ids that are no ids',
        { target: { kind: 'students', student_ids: [1.5, 'x', -1] } },
        'target.student_ids',
      ],
      ['a huge id', { target: { kind: 'students', student_ids: [1e20] } }, 'target.student_ids'],
      ['no group_id', { target: { kind: 'group' } }, 'target.group_id'],
      ['a group_id that is text', { target: { kind: 'group', group_id: 'g' } }, 'target.group_id'],
      ['a fractional delay_at', { target: { kind: 'all' }, delay_at: 1.5 }, 'delay_at'],
      ['a delay_at that is text', { target: { kind: 'all' }, delay_at: 'tomorrow' }, 'delay_at'],
      ['a delay_at past year 9999', { target: { kind: 'all' }, delay_at: 1e17 }, 'delay_at'],
    ])('answers 422 for %s', async (_name, body, field) => {
      const res = await post(body).expect(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toContain(field);
    });

    it('refuses more than 10,000 student ids', async () => {
      const ids = Array.from({ length: 10_001 }, (_, i) => i + 1);
      const res = await post({ target: { kind: 'students', student_ids: ids } }).expect(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['target.student_ids']);
    });

    it.each(badFieldCases(['target', 'delay_at']))(
      'never answers 500 for %s = %s',
      async (field, _label, value) => {
        const res = await post({ target: { kind: 'all' }, delay_at: null, [field]: value });
        expect([201, 422]).toContain(res.status);
      },
    );

    it('answers 422 for a body that is no object', async () => {
      await teacher.browser
        .post(`/api/tasks/${taskId}/dispatches`)
        .set('Content-Type', 'application/json')
        .send('[1]')
        .expect(422);
    });
  });

  describe('GET /api/tasks/:taskId/dispatches', () => {
    it('lists the task’s jobs, newest first', async () => {
      const first = await insertJob({ createdAt: 1000 });
      const second = await insertJob({ createdAt: 2000, status: DispatchJobStatus.Done });
      const otherTask = await insertTask(data, teacher.user.id);
      await insertJob({ taskId: otherTask.id });
      const res = await teacher.browser.get(`/api/tasks/${taskId}/dispatches`).expect(200);
      expect((res.body as { id: number }[]).map((job) => job.id)).toEqual([second.id, first.id]);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('POST /api/dispatches/:jobId/cancel', () => {
    it('removes a planned job', async () => {
      const job = await insertJob({ status: DispatchJobStatus.Planned });
      const res = await teacher.browser.post(`/api/dispatches/${job.id}/cancel`).expect(204);
      expect(res.text).toBe('');
      expect(await data.getRepository(DispatchJob).findOneBy({ id: job.id })).toBeNull();
    });

    it.each([
      DispatchJobStatus.Queued,
      DispatchJobStatus.Running,
      DispatchJobStatus.Done,
      DispatchJobStatus.Failed,
      DispatchJobStatus.FailedPermanently,
    ])('refuses a job in status %s with 409', async (status) => {
      const job = await insertJob({ status, runAt: Date.now() + 3_600_000 });
      const res = await teacher.browser
        .post(`/api/dispatches/${job.id}/cancel`)
        .set('Accept-Language', 'en')
        .expect(409);
      expect(res.body).toEqual({ message: 'Only a planned sending can be cancelled.' });
      expect((await data.getRepository(DispatchJob).findOneBy({ id: job.id }))?.status).toBe(
        status,
      );
    });
  });

  describe('POST /api/dispatches/:jobId/retry', () => {
    it('queues a job that failed after its retries again, and it runs', async () => {
      const job = await insertJob({
        status: DispatchJobStatus.Failed,
        attempts: 3,
        errorKey: DispatchErrorKey.Unexpected,
        finishedAt: Date.now(),
      });
      const res = await teacher.browser.post(`/api/dispatches/${job.id}/retry`).expect(200);
      expect(res.body).toMatchObject({
        id: job.id,
        status: DispatchJobStatus.Queued,
        attempts: 0,
        error_key: null,
        finished_at: null,
      });
      const done = await waitForJob(data, job.id, hasStatus(DispatchJobStatus.Done));
      expect(done.worksCreated).toBe(students.length);
    });

    it.each([
      DispatchJobStatus.Planned,
      DispatchJobStatus.Queued,
      DispatchJobStatus.Running,
      DispatchJobStatus.Done,
      DispatchJobStatus.FailedPermanently,
    ])('refuses a job in status %s with 409', async (status) => {
      const job = await insertJob({ status, runAt: Date.now() + 3_600_000 });
      const res = await teacher.browser
        .post(`/api/dispatches/${job.id}/retry`)
        .set('Accept-Language', 'ru')
        .expect(409);
      expect(res.body).toEqual({
        message: 'Повторить можно только рассылку, завершившуюся ошибкой после всех попыток.',
      });
    });
  });
});
