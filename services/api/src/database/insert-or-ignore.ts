import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * Inserts rows unless a unique key already holds them; answers whether a row was added.
 * The count comes from the driver (SQLite's changes, PostgreSQL's rowCount), which
 * InsertResult does not carry for an ignored insert.
 */
export async function insertOrIgnore<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  values: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[],
): Promise<boolean> {
  const [sql, parameters] = dataSource
    .createQueryBuilder()
    .insert()
    .into(target)
    .values(values)
    .orIgnore()
    .getQueryAndParameters();
  const runner = dataSource.createQueryRunner();
  try {
    const result = await runner.query(sql, parameters, true);
    return (result.affected ?? 0) > 0;
  } finally {
    await runner.release();
  }
}
