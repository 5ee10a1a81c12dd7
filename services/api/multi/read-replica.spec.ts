import type { JournalGrid } from '@tutor/contracts';
import { insertStudentsOf, insertTask } from '../src/dispatch/testing/dispatch-fixtures';
import { Work } from '../src/works/work.entity';
import type { Browser } from './support/browser';
import { Cluster } from './support/cluster';
import { killAll, waitFor } from './support/processes';
import { PrimaryWithReplica, query } from './support/replica';
import { registerTeacher } from './support/sign-up';

/** The replica applies the WAL this late: a read there misses a write this recent. */
const APPLY_DELAY_MS = 3000;
const DATABASE = 'tutor_replica';
/**
 * Generous: past the apply delay, how far behind the replica seems depends on how long the
 * primary was idle before its last write; the test is of read-your-writes, not the limit.
 */
const MAX_LAG_SECONDS = 30;
/** Statements only the journal grid and the catalogue (its listing, its kept groups) run. */
const GRID_STATEMENT = '%FROM journal_excuses e%';
const CATALOGUE_STATEMENT = '%FROM material_listing%';

let servers: PrimaryWithReplica | undefined;
let cluster: Cluster | undefined;

beforeAll(async () => {
  servers = await PrimaryWithReplica.start(APPLY_DELAY_MS);
  cluster = await Cluster.start(
    {
      DATABASE_REPLICA_URLS: servers.replica.url(DATABASE),
      DATABASE_REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
    },
    servers.primary.url(DATABASE),
  );
});

afterAll(async () => {
  await cluster?.stop();
  await servers?.stop();
  await killAll();
});

const both = (): { cluster: Cluster; servers: PrimaryWithReplica } => {
  if (cluster === undefined || servers === undefined) throw new Error('The cluster did not start');
  return { cluster, servers };
};

/**
 * How many times a server ran statements like `pattern` in the app's database
 * (pg_stat_statements, whose extension lives in the `postgres` database).
 */
async function calls(url: string, pattern: string): Promise<number> {
  const [row] = await query<{ calls: string }>(
    url,
    `SELECT COALESCE(SUM(calls), 0) AS calls FROM pg_stat_statements
     WHERE query LIKE $1 AND dbid = (SELECT oid FROM pg_database WHERE datname = $2)`,
    [pattern, DATABASE],
  );
  return Number(row?.calls);
}

const onReplica = (pattern: string): Promise<number> =>
  calls(both().servers.replica.url(), pattern);
const onPrimary = (pattern: string): Promise<number> =>
  calls(both().servers.primary.url(), pattern);

/** A teacher whose task was sent to three students (the grid's one column). */
async function teacherWithTask(): Promise<{ teacher: Browser; taskId: number }> {
  const { cluster } = both();
  const teacher = cluster.browser();
  const teacherId = await registerTeacher(teacher);
  await insertStudentsOf(cluster.data, teacherId, 3);
  const task = await insertTask(cluster.data, teacherId);
  const sent = await teacher.post(`/api/tasks/${task.id}/dispatches`, {
    target: { kind: 'all' },
    delay_at: null,
  });
  expect(sent.status).toBe(201);
  await waitFor(
    async () =>
      (await cluster.data.getRepository(Work).countBy({ taskId: task.id })) === 3 || undefined,
    20_000,
    () => cluster.describe(),
  );
  return { teacher, taskId: task.id };
}

describe('PostgreSQL with a streaming replica, through PgBouncer', () => {
  let teacher: Browser;
  let taskId: number;

  beforeAll(async () => {
    ({ teacher, taskId } = await teacherWithTask());
  });

  const counted = async (): Promise<number[]> =>
    Promise.all([
      onReplica(GRID_STATEMENT),
      onPrimary(GRID_STATEMENT),
      onReplica(CATALOGUE_STATEMENT),
      onPrimary(CATALOGUE_STATEMENT),
    ]);
  const since = async (before: number[]): Promise<number[]> =>
    (await counted()).map((count, i) => count - (before[i] ?? 0));

  it('reads the grid and the catalogue on the replica once it holds the writes', async () => {
    // Once the replica has applied the teacher's last write, their reads move there, on
    // both instances (round robin: two reads in a row).
    await waitFor(
      async () => {
        const before = await onReplica(GRID_STATEMENT);
        await teacher.get('/api/journal');
        await teacher.get('/api/journal');
        return (await onReplica(GRID_STATEMENT)) === before + 2 || undefined;
      },
      20_000,
      () => both().cluster.describe(),
    );
    const before = await counted();
    const grid = await teacher.get<JournalGrid>('/api/journal');
    const catalogue = await teacher.get('/api/materials?sort=newest');
    expect([grid.status, catalogue.status]).toEqual([200, 200]);
    expect(grid.body.tasks.map((task) => [task.id, task.weight])).toEqual([[taskId, 1]]);
    expect(grid.body.rows).toHaveLength(3);
    expect(await since(before)).toEqual([1, 0, 2, 0]);
  });

  it("reads a teacher's own write on the primary while the replica lacks it", async () => {
    expect((await teacher.put(`/api/journal/weights/${taskId}`, { weight: 3 })).status).toBe(200);
    const before = await counted();
    const grid = await teacher.get<JournalGrid>('/api/journal');
    const onTheReplica = await query<{ weight: number }>(
      both().servers.replica.url(DATABASE),
      'SELECT weight FROM journal_weights WHERE task_id = $1',
      [taskId],
    );
    expect(grid.status).toBe(200);
    expect(grid.body.tasks.map((task) => [task.id, task.weight])).toEqual([[taskId, 3]]);
    expect(onTheReplica).toEqual([]);
    expect((await since(before)).slice(0, 2)).toEqual([0, 1]);
  });

  it('reads the primary when the replica fails', async () => {
    await both().servers.replica.kill();
    const grid = await teacher.get<JournalGrid>('/api/journal');
    expect(grid.status).toBe(200);
    expect(grid.body.tasks.map((task) => [task.id, task.weight])).toEqual([[taskId, 3]]);
    expect((await teacher.get('/api/materials?sort=popular')).status).toBe(200);
  });
});
