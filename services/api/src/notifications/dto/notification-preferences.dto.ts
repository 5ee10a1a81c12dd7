import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { SUBMITTED_DELIVERIES, type SubmittedDelivery } from '../notification-kinds';

/** Mail on or off per kind; a kind left out keeps its setting. */
export class MailSwitchesDto {
  @IsOptional() @IsBoolean() task_received?: boolean;
  @IsOptional() @IsBoolean() work_submitted?: boolean;
  @IsOptional() @IsBoolean() work_checked?: boolean;
  @IsOptional() @IsBoolean() work_returned?: boolean;
  @IsOptional() @IsBoolean() deadline_soon?: boolean;
  @IsOptional() @IsBoolean() comment_added?: boolean;
}

/** PUT /api/notifications/preferences */
export class NotificationPreferencesDto {
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => MailSwitchesDto)
  mail?: MailSwitchesDto;

  /** A teacher's submitted works: each mailed at once, or one digest a day. */
  @IsOptional()
  @IsIn(SUBMITTED_DELIVERIES)
  submitted_delivery?: SubmittedDelivery;
}
