import { EntityManager, type DataSource } from 'typeorm';

/** Where a search statement runs: the app's DataSource, or a caller's transaction. */
export type SearchExecutor = DataSource | EntityManager;

function dataSourceOf(executor: SearchExecutor): DataSource {
  return executor instanceof EntityManager ? executor.connection : executor;
}

export function isPostgres(executor: SearchExecutor): boolean {
  return dataSourceOf(executor).options.type === 'postgres';
}

/**
 * Raw SQL with `:name` parameters in the driver's placeholders, like database/raw-query.ts,
 * on a DataSource or inside a transaction's EntityManager.
 */
export function searchQuery<T>(
  executor: SearchExecutor,
  sql: string,
  params: Record<string, unknown>,
): Promise<T[]> {
  const defined = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  );
  const driver = dataSourceOf(executor).driver;
  const [text, values] = driver.escapeQueryWithParameters(sql, defined, {});
  return executor.query<T[]>(text, values);
}
