import { QueryFailedError, type DataSource, type Repository } from 'typeorm';

/** What rawQuery needs of a better-sqlite3 prepared statement. */
interface SqliteStatement {
  readonly reader: boolean;
  all(...values: unknown[]): unknown[];
  run(...values: unknown[]): { lastInsertRowid: number | bigint };
}

interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

/** Statements a data source keeps prepared, as many as TypeORM's own cache holds. */
const STATEMENTS_MAX = 100;
const preparedOf = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

/** A subscriber of query events (entity and transaction events don't concern raw SQL). */
const hearsQueries = (subscriber: { beforeQuery?: unknown; afterQuery?: unknown }): boolean =>
  subscriber.beforeQuery !== undefined || subscriber.afterQuery !== undefined;

/**
 * The open better-sqlite3 connection when a statement may run on it directly: TypeORM's
 * query() adds nothing there but cost (a query runner's logger and subscriber events, a
 * result object, three awaits) when no subscriber hears queries and no slow-query limit is set.
 */
function directSqlite(dataSource: DataSource): SqliteConnection | undefined {
  const { options } = dataSource;
  if (options.type !== 'better-sqlite3' || options.maxQueryExecutionTime) return undefined;
  if (!dataSource.isInitialized || dataSource.subscribers.some(hearsQueries)) return undefined;
  return (dataSource.driver as unknown as { databaseConnection?: SqliteConnection })
    .databaseConnection;
}

/** Runs `text` as TypeORM's better-sqlite3 runner does: rows of a reader, else the last rowid. */
function runOnSqlite<T>(
  dataSource: DataSource,
  connection: SqliteConnection,
  text: string,
  values: unknown[],
): Promise<T[]> {
  let prepared = preparedOf.get(connection);
  if (prepared === undefined) {
    prepared = new Map();
    preparedOf.set(connection, prepared);
  }
  try {
    let statement = prepared.get(text);
    if (statement === undefined) {
      statement = connection.prepare(text);
      if (prepared.size >= STATEMENTS_MAX) prepared.delete(prepared.keys().next().value as string);
      prepared.set(text, statement);
    }
    const result = statement.reader ? statement.all(...values) : statement.run(...values);
    return Promise.resolve(
      (statement.reader ? result : (result as { lastInsertRowid: unknown }).lastInsertRowid) as T[],
    );
  } catch (error) {
    dataSource.logger.logQueryError(error as Error, text, values);
    return Promise.reject(new QueryFailedError(text, values, error as Error));
  }
}

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
  const sqlite = directSqlite(dataSource);
  if (sqlite !== undefined) return runOnSqlite<T>(dataSource, sqlite, text, values);
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
