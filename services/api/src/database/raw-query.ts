import type { DataSource, Repository } from 'typeorm';

/**
 * Raw SQL with `:name` parameters, run in the driver's own placeholders (`?` on SQLite,
 * `$n` on PostgreSQL). No query builder: for the statements every request runs, where
 * building the query cost more than running it. Undefined parameters are left out.
 */
export function rawQuery<T>(
  dataSource: DataSource,
  sql: string,
  params: Record<string, unknown>,
): Promise<T[]> {
  const defined = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  );
  const [text, values] = dataSource.driver.escapeQueryWithParameters(sql, defined, {});
  return dataSource.query<T[]>(text, values);
}

/**
 * A raw row (column names as in the table) as the repository's entity: each column through
 * the driver's conversion and its transformer, as TypeORM's own find hydrates it. For
 * entities without embedded columns; relations are left unloaded, as find leaves them.
 */
export function hydrate<T extends object>(
  repository: Repository<T>,
  row: Record<string, unknown>,
): T {
  const driver = repository.manager.connection.driver;
  const entity = repository.create() as Record<string, unknown>;
  for (const column of repository.metadata.columns) {
    if (column.embeddedMetadata !== undefined) throw new Error('hydrate: embedded columns');
    if (column.databaseName in row) {
      entity[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
    }
  }
  return entity as T;
}
