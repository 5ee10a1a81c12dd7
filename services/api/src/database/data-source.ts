import { DataSource } from 'typeorm';
import { loadAppConfig } from '../config/load-app-config';
import { dataSourceOptions } from './data-source-options';

/**
 * The only export, for the typeorm CLI, after a build, from the repository root:
 * `npx typeorm -d services/api/dist/database/data-source.js migration:show`.
 */
export const dataSource = new DataSource({
  ...dataSourceOptions(loadAppConfig().database),
  migrationsRun: false,
});
