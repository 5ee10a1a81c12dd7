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

/**
 * Column helpers of the migrations written from the marketplace on; earlier migrations
 * keep their own copies (a landed migration is never edited).
 */

/** A moment as epoch milliseconds (see EpochMsColumn). */
export const epochMs = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'bigint',
  isNullable,
});

export const int = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable,
});

export const varchar = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});

export const text = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable,
});

/** The generated integer primary key `id`. */
export const idColumn: TableColumnOptions = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
};
