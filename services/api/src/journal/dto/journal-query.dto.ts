import type { JournalQuery } from '@tutor/contracts';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsCalendarDay, IsPeriodEnd, IsRecordId } from './journal-dates';
import { QueryText } from '../../common/validation/query-params';

/** A query-string id: '' is no filter, digits are a number, anything else stays text. */
export function QueryId(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === '') return undefined;
    return typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  });
}

/** GET /api/journal: optionally a group (else all the teacher's students), a subject, days. */
export class JournalQueryDto implements JournalQuery {
  @IsOptional()
  @QueryId()
  @IsRecordId()
  group_id?: number;

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
