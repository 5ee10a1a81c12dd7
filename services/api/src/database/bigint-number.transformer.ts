import type { ValueTransformer } from 'typeorm';

/** bigint columns (epoch milliseconds) come back from PostgreSQL as strings. */
export const bigintNumber: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
};
