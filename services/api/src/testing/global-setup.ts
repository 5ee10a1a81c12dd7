import { Client } from 'pg';
import { isPostgresUrl, workerDatabaseName, workerDatabaseUrl } from './worker-database';

async function onDatabase<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the worker's database if needed and empties its `public` schema. */
async function freshWorkerDatabase(runUrl: string, workerId: number): Promise<void> {
  const url = workerDatabaseUrl(runUrl, workerId);
  const name = `${workerDatabaseName(runUrl)}_w${workerId}`;
  await onDatabase(runUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  });
  await onDatabase(url, async (client) => {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  });
}

/**
 * On a PostgreSQL run, every worker starts from an empty database, so migrations run from
 * scratch. Plain `pg`, not TypeORM: TypeORM loaded here keeps its metadata storage on the
 * process's global, where every test file's entities then piled up until the suite ran out
 * of heap.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) return;
  for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++) {
    await freshWorkerDatabase(url, worker);
  }
}
