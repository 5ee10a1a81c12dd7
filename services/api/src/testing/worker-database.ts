import { Client } from 'pg';

/**
 * PostgreSQL databases of Jest workers: `<database>_<kind><worker>` beside the run's
 * DATABASE_URL, so workers run test files side by side and each file still sees a database
 * no other file touches at the same time. `kind` keeps suites apart (the API suite's `w`,
 * the browser tests' `e2e_w`).
 */
export function workerDatabaseUrl(runUrl: string, workerId: string | number, kind = 'w'): string {
  const url = new URL(runUrl);
  url.pathname = workerDatabaseName(runUrl, workerId, kind);
  return url.toString();
}

function workerDatabaseName(runUrl: string, workerId: string | number, kind: string): string {
  const name = decodeURIComponent(new URL(runUrl).pathname.slice(1));
  return `${name === '' ? 'postgres' : name}_${kind}${workerId}`;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

async function onDatabase(url: string, run: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates each worker's database if needed and empties its `public` schema, so migrations
 * run from scratch. Plain `pg`, not TypeORM: in a Jest global set-up TypeORM keeps its
 * metadata storage on the process's global, where every test file's entities then piled up
 * until the suite ran out of heap.
 */
export async function freshWorkerDatabases(
  runUrl: string,
  workers: number,
  kind = 'w',
): Promise<void> {
  for (let worker = 1; worker <= Math.max(1, workers); worker++) {
    const name = workerDatabaseName(runUrl, worker, kind);
    await onDatabase(runUrl, async (client) => {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    });
    await onDatabase(workerDatabaseUrl(runUrl, worker, kind), async (client) => {
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    });
  }
}
