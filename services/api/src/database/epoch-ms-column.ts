import { Column, type ColumnOptions } from 'typeorm';
import { bigintNumber } from './bigint-number.transformer';

/** A moment as epoch milliseconds: one portable type on SQLite and PostgreSQL. */
export function EpochMsColumn(name: string, options: Pick<ColumnOptions, 'nullable'> = {}) {
  return Column({ name, type: 'bigint', transformer: bigintNumber, ...options });
}
