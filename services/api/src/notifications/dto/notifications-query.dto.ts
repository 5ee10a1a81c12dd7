import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';
import { NOTIFICATIONS_PER_PAGE, NOTIFICATIONS_PER_PAGE_MAX } from '@tutor/contracts';

/** A query-string number: digits become a number, anything else stays text (and fails). */
function QueryInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value,
  );
}

/** A query-string flag: `true` or `false`; anything else stays text (and fails). */
function QueryFlag(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  );
}

/** GET /api/notifications?page=&per_page=&kind=&unread= */
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

  /** Only notifications of this kind. */
  @IsOptional()
  @IsIn(NOTIFICATION_KINDS)
  kind?: NotificationKind;

  /** `true`: only the unread ones. */
  @IsOptional()
  @QueryFlag()
  @IsBoolean()
  unread?: boolean;
}
