import { DataSource } from 'typeorm';

/** On a PostgreSQL run, start from an empty `public` schema so migrations run from scratch. */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url === undefined || !/^postgres(ql)?:\/\//.test(url)) return;
  const dataSource = await new DataSource({ type: 'postgres', url }).initialize();
  try {
    await dataSource.query('DROP SCHEMA IF EXISTS public CASCADE');
    await dataSource.query('CREATE SCHEMA public');
  } finally {
    await dataSource.destroy();
  }
}
