import type { DataSource } from 'typeorm';

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
