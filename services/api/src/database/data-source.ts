import { DataSource } from 'typeorm';
import { loadAppConfig } from '../config/load-app-config';
import { dataSourceOptions } from './data-source-options';

const { database } = loadAppConfig();

/**
 * The only export, for the typeorm CLI, after a build, from the repository root:
 * `npx typeorm -d services/api/dist/database/data-source.js migration:show`. On PostgreSQL
 * it opens DATABASE_DIRECT_URL: a migration must not go through a transaction-mode pooler.
 */
export const dataSource = new DataSource({
  ...dataSourceOptions(
    database.type === 'postgres' ? { type: 'postgres', url: database.directUrl } : database,
  ),
  migrationsRun: false,
});
