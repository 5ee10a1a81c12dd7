import { readFileSync } from 'node:fs';
import { insertStudentsOf, insertTask } from '../src/dispatch/testing/dispatch-fixtures';
import { Work } from '../src/works/work.entity';
import type { Browser } from './support/browser';
import { Cluster } from './support/cluster';
import { killAll, waitFor } from './support/processes';
import { PrimaryWithReplica, query } from './support/replica';
import { registerTeacher } from './support/sign-up';

/**
 * `npm run bench:replica`: the journal grid's and the catalogue's req/s with two instances
 * on the primary alone, then on the primary and a replica (docs/benchmarks.md). Skipped in
 * `npm run test:multi`.
 */
const RUN = process.env.BENCH_REPLICA === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 16;
const STUDENTS = 30;
const TASKS = 20;
const DATABASE = 'tutor_replica_bench';
const ROUTES = { grid: '/api/journal', catalogue: '/api/materials' } as const;

/** User plus system CPU of a process so far, in ms (Linux /proc). */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function seededTeacher(cluster: Cluster): Promise<Browser> {
  const teacher = cluster.browser();
  const teacherId = await registerTeacher(teacher);
  await insertStudentsOf(cluster.data, teacherId, STUDENTS);
  for (let i = 0; i < TASKS; i += 1) {
    const task = await insertTask(cluster.data, teacherId);
    await teacher.post(`/api/tasks/${task.id}/dispatches`, {
      target: { kind: 'all' },
      delay_at: null,
    });
  }
  await waitFor(
    async () => (await cluster.data.getRepository(Work).count()) === STUDENTS * TASKS || undefined,
    60_000,
    () => cluster.describe(),
  );
  return teacher;
}

/** `CONCURRENCY` requests in flight for SECONDS; answers a second and API CPU ms each. */
async function load(cluster: Cluster, teacher: Browser, path: string): Promise<string> {
  const cpuBefore = cluster.instances.map((instance) => cpuMs(instance.pid));
  const until = Date.now() + SECONDS * 1000;
  let answered = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const answer = await teacher.get(path);
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        answered += 1;
      }
    }),
  );
  const cpu = cluster.instances.reduce((sum, api, i) => sum + cpuMs(api.pid) - cpuBefore[i]!, 0);
  return `${(answered / SECONDS).toFixed(0)} req/s, API CPU ${(cpu / answered).toFixed(2)} ms/request`;
}

async function measure(servers: PrimaryWithReplica, withReplica: boolean): Promise<string[]> {
  const env: Record<string, string> = withReplica
    ? { DATABASE_REPLICA_URLS: servers.replica.url(DATABASE), LOG_LEVEL: 'warn' }
    : { LOG_LEVEL: 'warn' };
  const cluster = await Cluster.start(env, servers.primary.url(DATABASE));
  try {
    const teacher = await seededTeacher(cluster);
    if (withReplica) {
      // the teacher's own writes keep their reads on the primary for a few seconds
      await waitFor(
        async () => {
          const before = await replicaGridCalls(servers);
          await teacher.get(ROUTES.grid);
          await teacher.get(ROUTES.grid);
          return (await replicaGridCalls(servers)) === before + 2 || undefined;
        },
        30_000,
        () => cluster.describe(),
      );
    }
    const label = withReplica ? 'primary + replica' : 'primary alone';
    return [
      `${label}, grid: ${await load(cluster, teacher, ROUTES.grid)}`,
      `${label}, catalogue: ${await load(cluster, teacher, ROUTES.catalogue)}`,
    ];
  } finally {
    await cluster.stop();
  }
}

async function replicaGridCalls(servers: PrimaryWithReplica): Promise<number> {
  const [row] = await query<{ calls: string }>(
    servers.replica.url(),
    `SELECT COALESCE(SUM(calls), 0) AS calls FROM pg_stat_statements
     WHERE query LIKE '%FROM journal_excuses e%'`,
  );
  return Number(row?.calls);
}

(RUN ? describe : describe.skip)('replica throughput (bench)', () => {
  let servers: PrimaryWithReplica | undefined;
  afterAll(async () => {
    await servers?.stop();
    await killAll();
  });

  it('prints req/s on the primary alone and with a replica', async () => {
    servers = await PrimaryWithReplica.start(0);
    const figures = [
      `${STUDENTS} students × ${TASKS} tasks, ${CONCURRENCY} in flight, ${SECONDS} s each`,
      ...(await measure(servers, false)),
      ...(await measure(servers, true)),
    ];
    console.log(figures.join('\n'));
    expect(figures).toHaveLength(5);
  }, 600_000);
});
