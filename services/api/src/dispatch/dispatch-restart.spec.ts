import type { INestApplication } from '@nestjs/common';
import { DispatchJobStatus, ROLE_TEACHER } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import type { EnvSource } from '../config/env.validation';
import { advanceClock, signedInBrowser, stopClock } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { User } from '../users/user.entity';
import { Work } from '../works/work.entity';
import { DispatchJob } from './dispatch-job.entity';
import { DispatchRunner } from './dispatch-runner.service';
import { DispatchWorksWriter } from './dispatch-works.writer';
import { DispatchService } from './dispatch.service';
import { DispatchSweeper, REQUEUE_AFTER_MS } from './dispatch-sweeper.service';
import {
  hasStatus,
  insertStudentsOf,
  insertTask,
  insertUsers,
  redisReachable,
  waitForJob,
} from './testing/dispatch-fixtures';

const bullUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const bullAvailable = redisReachable(bullUrl);
if (!bullAvailable) {
  console.warn(`NOTE: the BullMQ restart cases are SKIPPED: no Redis at ${bullUrl}`);
}
/** A port where no Redis listens (checked below). */
const DEAD_REDIS_URL = 'redis://127.0.0.1:6390';

const { Planned, Queued, Running, Done } = DispatchJobStatus;
const HOUR = 3_600_000;

type QueueCase = [string, EnvSource, boolean];
const QUEUES: QueueCase[] = [
  ['in-process queue', { REDIS_URL: undefined }, true],
  ['BullMQ on Redis', { REDIS_URL: bullUrl }, bullAvailable],
];

/** Apps of one test, all on this file's database; closed after it. */
const apps: INestApplication[] = [];

async function startApp(env: EnvSource): Promise<INestApplication> {
  const app = await createTestApp({ DISPATCH_SWEEP_MS: '60000', ...env });
  apps.push(app);
  return app;
}

async function closeApp(app: INestApplication): Promise<number> {
  const started = Date.now();
  await app.close();
  apps.splice(apps.indexOf(app), 1);
  return Date.now() - started;
}

afterEach(async () => {
  jest.restoreAllMocks();
  for (const app of apps.splice(0)) await app.close();
});

async function worksOf(app: INestApplication, taskId: number): Promise<number> {
  return app.get(DataSource).getRepository(Work).countBy({ taskId });
}

for (const [name, env, available] of QUEUES) {
  (available ? describe : describe.skip)(`after a restart, on the ${name}`, () => {
    it('runs a job planned before the restart', async () => {
      const first = await startApp(env);
      const teacher = await signedInBrowser(first, { role: ROLE_TEACHER });
      const data = first.get(DataSource);
      const students = await insertStudentsOf(data, teacher.user.id, 3);
      const task = await insertTask(data, teacher.user.id);
      const res = await teacher.browser
        .post(`/api/tasks/${task.id}/dispatches`)
        .send({ target: { kind: 'all' }, delay_at: Date.now() + HOUR })
        .expect(201);
      const id = (res.body as { id: number }).id;
      expect((res.body as { status: number }).status).toBe(Planned);
      await closeApp(first);

      const second = await startApp(env);
      advanceClock(second, HOUR + 1);
      await second.get(DispatchSweeper).sweepOnce();
      const done = await waitForJob(second.get(DataSource), id, hasStatus(Done));
      expect(done.worksCreated).toBe(students.length);
      expect(await worksOf(second, task.id)).toBe(students.length);
    });

    it('picks up a job the dead app left running, once its lease ran out', async () => {
      const first = await startApp(env);
      const data = first.get(DataSource);
      const [teacherId = 0] = await insertUsers(data, 1, ROLE_TEACHER);
      const students = await insertStudentsOf(data, teacherId, 2);
      const task = await insertTask(data, teacherId);
      const job = await first
        .get(DispatchService)
        .create(await data.getRepository(User).findOneByOrFail({ id: teacherId }), task.id, {
          target: { kind: 'all' },
          delay_at: Date.now() + HOUR,
        });
      // As a worker that claimed it and died: running, with a lease still ahead.
      await data
        .getRepository(DispatchJob)
        .update({ id: job.id }, { status: Running, attempts: 1, leaseUntil: Date.now() + 60_000 });
      await closeApp(first);

      const second = await startApp(env);
      const sweeper = second.get(DispatchSweeper);
      await sweeper.sweepOnce();
      const repository = second.get(DataSource).getRepository(DispatchJob);
      expect((await repository.findOneByOrFail({ id: job.id })).status).toBe(Running);
      advanceClock(second, 60_001);
      await sweeper.sweepOnce();
      const done = await waitForJob(second.get(DataSource), job.id, hasStatus(Done));
      expect(done).toMatchObject({ attempts: 2, worksCreated: students.length });
    });
  });
}

describe('the periodic sweep', () => {
  it('runs a due job on its own, without being called', async () => {
    const app = await startApp({ REDIS_URL: undefined, DISPATCH_SWEEP_MS: '50' });
    const data = app.get(DataSource);
    const [teacherId = 0] = await insertUsers(data, 1, ROLE_TEACHER);
    await insertStudentsOf(data, teacherId, 1);
    const task = await insertTask(data, teacherId);
    const teacher = await data.getRepository(User).findOneByOrFail({ id: teacherId });
    const job = await app.get(DispatchService).create(teacher, task.id, {
      target: { kind: 'all' },
      delay_at: Date.now() + HOUR,
    });
    advanceClock(app, HOUR + 1);
    const done = await waitForJob(data, job.id, hasStatus(Done));
    expect(done.worksCreated).toBe(1);
  });
});

describe('a run longer than its lease', () => {
  it('renews the lease while it writes, so no other worker takes the job over', async () => {
    const app = await startApp({ REDIS_URL: undefined, DISPATCH_LEASE_SECONDS: '2' });
    const data = app.get(DataSource);
    const [teacherId = 0] = await insertUsers(data, 1, ROLE_TEACHER);
    const students = await insertStudentsOf(data, teacherId, 1500);
    const task = await insertTask(data, teacherId);
    const teacher = await data.getRepository(User).findOneByOrFail({ id: teacherId });
    const writer = app.get(DispatchWorksWriter);
    const write = writer.createWorks.bind(writer);
    const takeovers: Promise<void>[] = [];
    // The clock moves only here: each chunk of 500 works "takes" 1.5 s, however long the
    // machine really took, and after each a second worker tries to claim the job.
    const clock = stopClock(app);
    jest.spyOn(writer, 'createWorks').mockImplementation((works, afterChunk) =>
      write(works, async () => {
        await afterChunk?.();
        clock.advance(1500);
        takeovers.push(app.get(DispatchRunner).run(works.jobId));
      }),
    );
    const job = await app.get(DispatchService).create(teacher, task.id, {
      target: { kind: 'all' },
      delay_at: null,
    });
    const done = await waitForJob(data, job.id, hasStatus(Done));
    await Promise.all(takeovers);
    expect(takeovers.length).toBeGreaterThanOrEqual(3);
    expect(done).toMatchObject({ attempts: 1, worksCreated: students.length });
    expect(await worksOf(app, task.id)).toBe(students.length);
  });
});

describe('when Redis is down', () => {
  beforeAll(() => {
    expect(redisReachable(DEAD_REDIS_URL)).toBe(false);
  });

  it('still creates the job, keeps it queued, closes quickly, and a later queue runs it', async () => {
    const down = await startApp({ REDIS_URL: DEAD_REDIS_URL });
    const data = down.get(DataSource);
    const [teacherId = 0] = await insertUsers(data, 1, ROLE_TEACHER);
    const students = await insertStudentsOf(data, teacherId, 2);
    const task = await insertTask(data, teacherId);
    const teacher = await data.getRepository(User).findOneByOrFail({ id: teacherId });

    // Sessions live in Redis too with REDIS_URL, so no browser can sign in now: the
    // service stands in for POST /api/tasks/:taskId/dispatches.
    const started = Date.now();
    const job = await down.get(DispatchService).create(teacher, task.id, {
      target: { kind: 'all' },
      delay_at: null,
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(job.status).toBe(Queued);

    advanceClock(down, REQUEUE_AFTER_MS + 1);
    await down.get(DispatchSweeper).sweepOnce();
    const repository = data.getRepository(DispatchJob);
    expect(await repository.findOneByOrFail({ id: job.id })).toMatchObject({
      status: Queued,
      attempts: 0,
    });
    expect(await closeApp(down)).toBeLessThan(5000);

    const back = await startApp(bullAvailable ? { REDIS_URL: bullUrl } : { REDIS_URL: undefined });
    advanceClock(back, REQUEUE_AFTER_MS + 1);
    await back.get(DispatchSweeper).sweepOnce();
    const done = await waitForJob(back.get(DataSource), job.id, hasStatus(Done));
    expect(done.worksCreated).toBe(students.length);
  });
});
