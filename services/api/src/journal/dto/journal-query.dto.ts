import type { JournalQuery } from '@tutor/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional } from 'class-validator';
import { IsCalendarDay, IsPeriodEnd, IsRecordId } from './journal-dates';

/** A query-string id: '' is no filter, digits are a number, anything else stays text. */
export function QueryId(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === '') return undefined;
    return typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  });
}

/** '' is no filter. */
export function QueryText(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));
}

/** GET /api/journal: the group, optionally a subject and a period of days. */
export class JournalQueryDto implements JournalQuery {
  @QueryId()
  @IsRecordId()
  @IsDefined()
  group_id!: number;

  @IsOptional()
  @QueryId()
  @IsRecordId()
  subject_id?: number;

  @IsOptional()
  @QueryText()
  @IsCalendarDay()
  from?: string;

  @IsOptional()
  @QueryText()
  @IsPeriodEnd()
  @IsCalendarDay()
  to?: string;
}
