import { QueryFailedError } from 'typeorm';

/** What a unique index refused: the columns of the key, as the database names them. */
export interface UniqueViolation {
  columns: readonly string[];
}

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
}

/** PostgreSQL: 23505 unique_violation, with "Key (teacher_id, name)=(…) already exists." */
function postgresViolation(error: DriverError): UniqueViolation | undefined {
  if (error.code !== '23505') return undefined;
  const key = typeof error.detail === 'string' ? /^Key \(([^)]*)\)=/.exec(error.detail) : null;
  return { columns: key?.[1]?.split(',').map((column) => column.trim().replace(/"/g, '')) ?? [] };
}

/** SQLite: "UNIQUE constraint failed: subjects.teacher_id, subjects.name" (or a primary key). */
function sqliteViolation(error: DriverError): UniqueViolation | undefined {
  if (error.code !== 'SQLITE_CONSTRAINT_UNIQUE' && error.code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return undefined;
  }
  const message = typeof error.message === 'string' ? error.message : '';
  const list = /constraint failed: (.*)$/.exec(message)?.[1] ?? '';
  return {
    columns: list
      .split(',')
      .flatMap((c) => c.trim().split('.').slice(-1))
      .filter(Boolean),
  };
}

/**
 * The unique key a write broke, on either driver; undefined for any other error. A service
 * that checks and then inserts catches this too: a concurrent request may win in between.
 */
export function uniqueViolation(error: unknown): UniqueViolation | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as DriverError | undefined;
  if (typeof driverError !== 'object') return undefined;
  return postgresViolation(driverError) ?? sqliteViolation(driverError);
}

/** Whether `error` is a unique violation, on a key holding `column` when one is named. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const violation = uniqueViolation(error);
  if (violation === undefined) return false;
  return (
    column === undefined || violation.columns.length === 0 || violation.columns.includes(column)
  );
}
