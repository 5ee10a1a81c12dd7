import { DispatchJobStatus, type DispatchJob as DispatchJobView } from '@tutor/contracts';
import { insertStudentsOf, insertTask } from '../src/dispatch/testing/dispatch-fixtures';
import { DispatchJob } from '../src/dispatch/dispatch-job.entity';
import { Work } from '../src/works/work.entity';
import type { ApiInstance, LogLine } from './support/api-instance';
import type { Browser } from './support/browser';
import { useCluster } from './support/cluster';
import { registerTeacher } from './support/sign-up';
import { waitFor } from './support/processes';

/** Enough students that the job is still writing works when it is caught (500 per INSERT). */
const STUDENTS = 5000;
/** Longer than a whole run (the runner does not renew it), short enough to wait for. */
const LEASE_SECONDS = 6;

const cluster = useCluster({
  DISPATCH_LEASE_SECONDS: String(LEASE_SECONDS),
  DISPATCH_SWEEP_MS: '200',
  DISPATCH_MAX_ATTEMPTS: '5',
});

async function signedInTeacher(): Promise<{ browser: Browser; id: number }> {
  const browser = cluster().browser();
  return { browser, id: await registerTeacher(browser) };
}

const isStart =
  (jobId: number, attempt: number) =>
  (line: LogLine): boolean =>
    line.msg === 'Dispatch job started' && line.jobId === jobId && line.attempt === attempt;

/** The instance that logged the start of this run of the job. */
function runnerOf(jobId: number, attempt: number): ApiInstance | undefined {
  return cluster().instances.find((instance) => instance.logs().some(isStart(jobId, attempt)));
}

/** When that run started, by its log line. */
function startOf(jobId: number, attempt: number): number {
  return Number(runnerOf(jobId, attempt)?.logs().find(isStart(jobId, attempt))?.time);
}

const worksOf = (taskId: number): Promise<number> =>
  cluster().data.getRepository(Work).countBy({ taskId });

const jobRow = (id: number): Promise<DispatchJob> =>
  cluster().data.getRepository(DispatchJob).findOneByOrFail({ id });

describe('a dispatch job whose instance is killed mid-run', () => {
  it('finishes on the other instance with exactly one work per student', async () => {
    const teacher = await signedInTeacher();
    await insertStudentsOf(cluster().data, teacher.id, STUDENTS);
    const task = await insertTask(cluster().data, teacher.id);

    const created = await teacher.browser.post<DispatchJobView>(
      `/api/tasks/${task.id}/dispatches`,
      { target: { kind: 'all' }, delay_at: null },
    );
    expect(created.status).toBe(201);
    const jobId = created.body.id;

    // Mid-run: the job row is running and some (not all) of its works are written.
    const victim = await waitFor(
      async () => {
        const [job, works] = await Promise.all([jobRow(jobId), worksOf(task.id)]);
        if (works >= STUDENTS || job.status === DispatchJobStatus.Done) {
          throw new Error(`The job finished before it was caught: raise STUDENTS (${STUDENTS})`);
        }
        return job.status === DispatchJobStatus.Running && works > 0
          ? runnerOf(jobId, 1)
          : undefined;
      },
      30_000,
      () => cluster().describe(),
    );
    await victim.kill();
    const killedAt = Date.now();
    const worksAtKill = await worksOf(task.id);
    const survivor = cluster().instances.find((instance) => instance !== victim);

    const done = await waitFor(
      async () => {
        const job = await jobRow(jobId);
        return job.status === DispatchJobStatus.Done ? job : undefined;
      },
      60_000,
      () => cluster().describe(),
    );
    const finishedAfterMs = Date.now() - killedAt;

    const [counts] = await cluster().data.query<[{ works: number; students: number }]>(
      `SELECT COUNT(*)::int AS works, COUNT(DISTINCT student_id)::int AS students
       FROM works WHERE task_id = $1`,
      [task.id],
    );
    expect(counts).toEqual({ works: STUDENTS, students: STUDENTS });
    expect(done.worksCreated).toBe(STUDENTS);
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(victim.running).toBe(false);
    expect(runnerOf(jobId, done.attempts)).toBe(survivor);
    const takeover = startOf(jobId, done.attempts);
    console.log(
      `Dispatch to ${STUDENTS} students: instance ${victim.name} killed (SIGKILL) with ` +
        `${worksAtKill} works written; instance ${survivor?.name} took it over ` +
        `${takeover - killedAt} ms later (lease ${LEASE_SECONDS} s) and finished it in ` +
        `${(done.finishedAt ?? 0) - takeover} ms (attempt ${done.attempts}); done ` +
        `${finishedAfterMs} ms after the kill with ${counts.works} works, one per student.`,
    );
  });
});
