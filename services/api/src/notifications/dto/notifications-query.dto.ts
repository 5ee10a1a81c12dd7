import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { NOTIFICATIONS_PER_PAGE } from '../notifications.service';

export const NOTIFICATIONS_PER_PAGE_MAX = 100;

/** A query-string number: digits become a number, anything else stays text (and fails). */
function QueryInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value,
  );
}

/** GET /api/notifications?page=&per_page= */
export class NotificationsQueryDto {
  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  page?: number = 1;

  @IsOptional()
  @QueryInteger()
  @Max(NOTIFICATIONS_PER_PAGE_MAX)
  @Min(1)
  @IsInt()
  per_page?: number = NOTIFICATIONS_PER_PAGE;
}
