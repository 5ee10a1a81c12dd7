import { freshWorkerDatabases, isPostgresUrl } from './worker-database';

/** On a PostgreSQL run, every worker starts from an empty database of its own. */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) await freshWorkerDatabases(url, globalConfig.maxWorkers);
}
