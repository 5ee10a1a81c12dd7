import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';

/** The suite's own database (created when missing); override with MULTI_DATABASE_URL. */
export const MULTI_DATABASE_URL =
  process.env.MULTI_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test_multi';

async function withConnection<T>(url: string, work: (data: DataSource) => Promise<T>): Promise<T> {
  const data = await new DataSource({ type: 'postgres', url }).initialize();
  try {
    return await work(data);
  } finally {
    await data.destroy();
  }
}

/** Creates the database if the server lacks it, then empties its `public` schema. */
export async function emptyDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  await withConnection(server.toString(), async (data) => {
    const found = await data.query<unknown[]>('SELECT 1 FROM pg_database WHERE datname = $1', [
      name,
    ]);
    if (found.length === 0) await data.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  });
  await withConnection(url, async (data) => {
    await data.query('DROP SCHEMA IF EXISTS public CASCADE');
    await data.query('CREATE SCHEMA public');
  });
}

/**
 * The API's entities on a database the API migrated, for seeding and reading: PostgreSQL,
 * or SQLite for a `sqlite:<path>` URL.
 */
export function openDatabase(url: string): Promise<DataSource> {
  const sqlite = url.startsWith('sqlite:');
  return new DataSource({
    ...dataSourceOptions(
      sqlite ? { type: 'sqlite', path: url.slice('sqlite:'.length) } : { type: 'postgres', url },
    ),
    migrationsRun: false,
  }).initialize();
}
