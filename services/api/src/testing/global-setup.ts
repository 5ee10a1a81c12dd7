import { Client } from 'pg';

/**
 * On a PostgreSQL run, start from an empty `public` schema so migrations run from scratch.
 * Plain `pg`, not TypeORM: TypeORM loaded here keeps its metadata storage on the process's
 * global, where every test file's entities then piled up until the suite ran out of heap.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url === undefined || !/^postgres(ql)?:\/\//.test(url)) return;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}
