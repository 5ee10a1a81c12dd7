import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * A created_at/updated_at column as the entities' @CreateDateColumn maps it on the running
 * database (datetime with datetime('now') on SQLite, timestamp with now() on PostgreSQL).
 */
export function timestampColumn(queryRunner: QueryRunner, name: string): TableColumnOptions {
  const { mappedDataTypes } = queryRunner.connection.driver;
  return {
    name,
    type: String(mappedDataTypes.createDate),
    default: mappedDataTypes.createDateDefault,
  };
}
