import type { INestApplication } from '@nestjs/common';
import { DispatchErrorKey, DispatchJobStatus, ROLE_TEACHER, WorkStatus } from '@tutor/contracts';
import { DataSource, InsertQueryBuilder, type ObjectLiteral } from 'typeorm';
import type { EnvSource } from '../config/env.validation';
import { StudentJoinedEvents } from '../students/student-joined.events';
import { StudentGroupMember } from '../students/student-group-member.entity';
import { StudentGroup } from '../students/student-group.entity';
import { TeacherStudent } from '../students/teacher-student.entity';
import { Task } from '../tasks/task.entity';
import { advanceClock, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import type { User } from '../users/user.entity';
import { Work } from '../works/work.entity';
import { BullMqDispatchQueue } from './bullmq-dispatch.queue';
import { DispatchJob } from './dispatch-job.entity';
import { DispatchQueue } from './dispatch.queue';
import { DispatchRunner } from './dispatch-runner.service';
import { DispatchScheduler } from './dispatch-scheduler.service';
import { DispatchSweeper, REQUEUE_AFTER_MS } from './dispatch-sweeper.service';
import { DispatchWorksWriter, WORKS_CHUNK } from './dispatch-works.writer';
import {
  hasStatus,
  insertGroup,
  insertStudentsOf,
  insertUsers,
  insertTask,
  linkStudents,
  redisReachable,
  waitForJob,
} from './testing/dispatch-fixtures';
import { InProcessDispatchQueue } from './in-process-dispatch.queue';

const bullUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const bullAvailable = redisReachable(bullUrl);
if (!bullAvailable) {
  console.warn(`NOTE: the BullMQ job-lifecycle cases are SKIPPED: no Redis at ${bullUrl}`);
}

type QueueCase = [string, EnvSource, boolean, new (...args: never[]) => DispatchQueue];
const QUEUES: QueueCase[] = [
  ['in-process queue', { REDIS_URL: undefined }, true, InProcessDispatchQueue],
  ['BullMQ on Redis', { REDIS_URL: bullUrl }, bullAvailable, BullMqDispatchQueue],
];

const { Planned, Queued, Running, Done, Failed, FailedPermanently } = DispatchJobStatus;
const HOUR = 3_600_000;

for (const [name, env, available, queueClass] of QUEUES) {
  (available ? describe : describe.skip)(`dispatch jobs on the ${name}`, () => {
    let app: INestApplication;
    let data: DataSource;
    let teacher: { browser: TestBrowser; user: User };

    beforeAll(async () => {
      app = await createTestApp({
        ...env,
        DISPATCH_SWEEP_MS: '60000',
        DISPATCH_MAX_ATTEMPTS: '2',
      });
      data = app.get(DataSource);
      teacher = await signedInBrowser(app, { role: ROLE_TEACHER });
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    afterAll(async () => {
      await app.close();
    });

    const sweep = (): Promise<void> => app.get(DispatchSweeper).sweepOnce();
    const jobs = () => data.getRepository(DispatchJob);
    const works = (taskId: number) => data.getRepository(Work).find({ where: { taskId } });

    /** A new teacher with `count` students and a task: a clean slate per test. */
    async function classWithTask(count: number): Promise<{
      teacherId: number;
      students: number[];
      task: Task;
    }> {
      const [teacherId = 0] = await insertUsers(data, 1, ROLE_TEACHER);
      const students = await insertStudentsOf(data, teacherId, count);
      return { teacherId, students, task: await insertTask(data, teacherId) };
    }

    async function send(
      task: Task,
      target: DispatchJob['target'],
      delayAt: number | null = null,
    ): Promise<DispatchJob> {
      return app.get(DispatchScheduler).schedule({
        taskId: task.id,
        teacherId: task.teacherId,
        target,
        delayAt,
      });
    }

    it('uses the configured queue', () => {
      expect(app.get(DispatchQueue)).toBeInstanceOf(queueClass);
    });

    it('sends a task now through the route: 3 done, one draft work per student', async () => {
      const students = await insertStudentsOf(data, teacher.user.id, 3);
      const task = await insertTask(data, teacher.user.id);
      const res = await teacher.browser
        .post(`/api/tasks/${task.id}/dispatches`)
        .send({ target: { kind: 'students', student_ids: students }, delay_at: null })
        .expect(201);
      const id = (res.body as { id: number }).id;
      const job = await waitForJob(data, id, hasStatus(Done));
      expect(job).toMatchObject({ worksCreated: 3, attempts: 1, leaseUntil: null, errorKey: null });
      expect(job.finishedAt).toEqual(expect.any(Number));
      const created = await works(task.id);
      expect(created.map((work) => work.studentId).sort()).toEqual([...students].sort());
      for (const work of created) {
        expect(work).toMatchObject({
          teacherId: teacher.user.id,
          attempt: 1,
          status: WorkStatus.Draft,
          dispatchJobId: id,
          version: 1,
          late: false,
          returned: false,
          withdrawnAt: null,
        });
      }
      const list = await teacher.browser.get(`/api/tasks/${task.id}/dispatches`).expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id, status: Done, works_created: 3, error_key: null }),
      ]);
    });

    it('sends to 10,000 students with one INSERT per 500 works, no per-student round trip', async () => {
      const { task, students } = await classWithTask(10_000);
      const inserts = jest.spyOn(InsertQueryBuilder.prototype, 'execute');
      const job = await send(task, { kind: 'all' });
      const done = await waitForJob(data, job.id, hasStatus(Done), 30_000);
      expect(done.worksCreated).toBe(students.length);
      const workInserts = inserts.mock.contexts.filter(
        (qb: InsertQueryBuilder<ObjectLiteral>) =>
          qb.expressionMap.mainAlias?.metadata.tableName === 'works',
      );
      expect(workInserts).toHaveLength(students.length / WORKS_CHUNK);
      expect(await data.getRepository(Work).countBy({ taskId: task.id })).toBe(students.length);
    });

    it('runs a planned job once it is due, not before', async () => {
      const { task, students } = await classWithTask(2);
      const job = await send(task, { kind: 'all' }, Date.now() + HOUR);
      expect(job.status).toBe(Planned);
      await sweep();
      expect((await jobs().findOneByOrFail({ id: job.id })).status).toBe(Planned);
      advanceClock(app, HOUR + 1);
      await sweep();
      const done = await waitForJob(data, job.id, hasStatus(Done));
      expect(done.worksCreated).toBe(students.length);
    });

    it('sends to the current members of a group who are still the teacher’s students', async () => {
      const { teacherId, task, students } = await classWithTask(3);
      const groupId = await insertGroup(data, teacherId, students);
      await data.getRepository(TeacherStudent).delete({ teacherId, studentId: students[2] });
      const job = await send(task, { kind: 'group', group_id: groupId });
      expect((await waitForJob(data, job.id, hasStatus(Done))).worksCreated).toBe(2);
      expect((await works(task.id)).map((w) => w.studentId).sort()).toEqual(
        students.slice(0, 2).sort(),
      );
    });

    it('never makes a second work: the same job run again, or run twice at once', async () => {
      const { task, students } = await classWithTask(3);
      const job = await send(task, { kind: 'all' }, Date.now() + HOUR);
      await jobs().update({ id: job.id }, { status: Queued });
      const runner = app.get(DispatchRunner);
      await Promise.all([runner.run(job.id), runner.run(job.id)]);
      await runner.run(job.id);
      expect((await jobs().findOneByOrFail({ id: job.id })).status).toBe(Done);
      await jobs().update({ id: job.id }, { status: Queued });
      await runner.run(job.id);
      expect(await works(task.id)).toHaveLength(students.length);
    });

    it('never makes a second work when two jobs send to the same student', async () => {
      const { task, students } = await classWithTask(2);
      const first = await send(task, { kind: 'students', student_ids: [students[0] ?? 0] });
      await waitForJob(data, first.id, hasStatus(Done));
      const second = await send(task, { kind: 'all' });
      const done = await waitForJob(data, second.id, hasStatus(Done));
      expect(done.worksCreated).toBe(1);
      const created = await works(task.id);
      expect(created).toHaveLength(2);
      expect(created.find((w) => w.studentId === students[0])?.dispatchJobId).toBe(first.id);
    });

    it('ends in 26 when the task was deleted before the job ran', async () => {
      const { task } = await classWithTask(1);
      const job = await send(task, { kind: 'all' }, Date.now() + HOUR);
      await data.getRepository(Task).update({ id: task.id }, { deletedAt: Date.now() });
      advanceClock(app, HOUR + 1);
      await sweep();
      const failed = await waitForJob(data, job.id, hasStatus(FailedPermanently));
      expect(failed).toMatchObject({ errorKey: DispatchErrorKey.TaskDeleted, leaseUntil: null });
      expect(failed.finishedAt).toEqual(expect.any(Number));
      expect(await works(task.id)).toHaveLength(0);
    });

    it('ends in 26 when the group was deleted', async () => {
      const { teacherId, task, students } = await classWithTask(1);
      const groupId = await insertGroup(data, teacherId, students);
      const job = await send(task, { kind: 'group', group_id: groupId }, Date.now() + HOUR);
      await data.getRepository(StudentGroupMember).delete({ groupId });
      await data.getRepository(StudentGroup).delete({ id: groupId });
      advanceClock(app, HOUR + 1);
      await sweep();
      const failed = await waitForJob(data, job.id, hasStatus(FailedPermanently));
      expect(failed.errorKey).toBe(DispatchErrorKey.GroupDeleted);
    });

    it('ends in 26 when no chosen student can receive it', async () => {
      const { teacherId, task, students } = await classWithTask(1);
      const all = await send(await insertTask(data, (await classWithTask(0)).teacherId), {
        kind: 'all',
      });
      const left = await send(task, { kind: 'students', student_ids: students }, Date.now() + HOUR);
      await data.getRepository(TeacherStudent).delete({ teacherId });
      advanceClock(app, HOUR + 1);
      await sweep();
      for (const job of [all, left]) {
        const failed = await waitForJob(data, job.id, hasStatus(FailedPermanently));
        expect(failed.errorKey).toBe(DispatchErrorKey.NoEligibleStudents);
      }
    });

    it('retries an unexpected failure, ends in 25 after its attempts, and the teacher retries', async () => {
      const students = await insertStudentsOf(data, teacher.user.id, 2);
      const task = await insertTask(data, teacher.user.id);
      const writer = app.get(DispatchWorksWriter);
      const failing = jest
        .spyOn(writer, 'createWorks')
        .mockRejectedValue(new Error('database went away'));
      const job = await send(task, { kind: 'students', student_ids: students });
      const failed = await waitForJob(data, job.id, hasStatus(Failed));
      expect(failing).toHaveBeenCalledTimes(2);
      expect(failed).toMatchObject({
        attempts: 2,
        errorKey: DispatchErrorKey.Unexpected,
        leaseUntil: null,
        worksCreated: 0,
      });
      expect(await works(task.id)).toHaveLength(0);

      failing.mockRestore();
      const res = await teacher.browser.post(`/api/dispatches/${job.id}/retry`).expect(200);
      expect(res.body).toMatchObject({ status: Queued, attempts: 0, error_key: null });
      const done = await waitForJob(data, job.id, hasStatus(Done));
      expect(done).toMatchObject({ worksCreated: 2, attempts: 1, errorKey: null });
    });

    it('runs a failed attempt again after its backoff even if the retry delivery is lost', async () => {
      const { task, students } = await classWithTask(1);
      const queue = app.get(DispatchQueue);
      const writer = app.get(DispatchWorksWriter);
      jest.spyOn(writer, 'createWorks').mockRejectedValueOnce(new Error('deadlock'));
      const original = queue.enqueue.bind(queue);
      jest
        .spyOn(queue, 'enqueue')
        .mockImplementation((job, delayMs) =>
          delayMs === undefined ? original(job) : Promise.resolve(),
        );
      const job = await send(task, { kind: 'all' });
      const waiting = await waitForJob(
        data,
        job.id,
        (j) => j.status === Queued && j.attempts === 1,
      );
      expect(waiting.runAt).toBeGreaterThan(Date.now());
      advanceClock(app, REQUEUE_AFTER_MS + 2000);
      await sweep();
      const done = await waitForJob(data, job.id, hasStatus(Done));
      expect(done).toMatchObject({ attempts: 2, worksCreated: students.length });
    });

    it('picks up a job left running by a dead worker once its lease ran out', async () => {
      const { task, students } = await classWithTask(2);
      const job = await send(task, { kind: 'all' }, Date.now() + HOUR);
      const fresh = await send(task, { kind: 'all' }, Date.now() + HOUR);
      await jobs().update(
        { id: job.id },
        { status: Running, attempts: 1, leaseUntil: Date.now() - 1 },
      );
      await jobs().update(
        { id: fresh.id },
        { status: Running, attempts: 1, leaseUntil: Date.now() + HOUR },
      );
      await sweep();
      const done = await waitForJob(data, job.id, hasStatus(Done));
      expect(done).toMatchObject({ attempts: 2, worksCreated: students.length });
      expect((await jobs().findOneByOrFail({ id: fresh.id })).status).toBe(Running);
    });

    it('enqueues again a queued job whose delivery was lost', async () => {
      const { task, students } = await classWithTask(1);
      const queue = app.get(DispatchQueue);
      jest.spyOn(queue, 'enqueue').mockRejectedValueOnce(new Error('queue away'));
      const job = await send(task, { kind: 'all' });
      expect(job.status).toBe(Queued);
      await sweep();
      expect((await jobs().findOneByOrFail({ id: job.id })).status).toBe(Queued);
      advanceClock(app, REQUEUE_AFTER_MS + 1);
      await sweep();
      const done = await waitForJob(data, job.id, hasStatus(Done));
      expect(done.worksCreated).toBe(students.length);
    });

    describe('only_new', () => {
      it('sends the teacher’s only_new tasks to a student who joins', async () => {
        const { teacherId } = await classWithTask(0);
        const now = Date.now();
        const onlyNew = await insertTask(data, teacherId, { onlyNew: true });
        const later = await insertTask(data, teacherId, { onlyNew: true, delayAt: now + HOUR });
        const deleted = await insertTask(data, teacherId, { onlyNew: true, deletedAt: now });
        const plain = await insertTask(data, teacherId);
        const [studentId = 0] = await insertUsers(data, 1);
        await linkStudents(data, teacherId, [studentId], now);

        await app.get(StudentJoinedEvents).emit({ teacherId, studentId, joinedAt: now });

        const [sent] = await jobs().findBy({ taskId: onlyNew.id });
        expect(sent?.target).toEqual({ kind: 'joined', student_ids: [studentId] });
        await waitForJob(data, sent?.id ?? 0, hasStatus(Done));
        expect((await works(onlyNew.id)).map((w) => w.studentId)).toEqual([studentId]);
        const [planned] = await jobs().findBy({ taskId: later.id });
        expect(planned).toMatchObject({ status: Planned, runAt: now + HOUR });
        expect(await jobs().countBy({ taskId: deleted.id })).toBe(0);
        expect(await jobs().countBy({ taskId: plain.id })).toBe(0);

        advanceClock(app, HOUR + 1);
        await sweep();
        await waitForJob(data, planned?.id ?? 0, hasStatus(Done));
        expect(await works(later.id)).toHaveLength(1);
      });

      it('never fails the sign-in it runs in', async () => {
        const { teacherId } = await classWithTask(0);
        await insertTask(data, teacherId, { onlyNew: true });
        jest.spyOn(app.get(DispatchScheduler), 'schedule').mockRejectedValue(new Error('db down'));
        await expect(
          app.get(StudentJoinedEvents).emit({ teacherId, studentId: 1, joinedAt: Date.now() }),
        ).resolves.toBeUndefined();
      });
    });
  });
}
