import type { ValueTransformer } from 'typeorm';

/** A JSON value kept in a text column (the same on SQLite and PostgreSQL). */
export function jsonColumn<T>(): ValueTransformer {
  return {
    to: (value: T | null | undefined) =>
      value === null || value === undefined ? value : JSON.stringify(value),
    from: (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as T) : null),
  };
}
