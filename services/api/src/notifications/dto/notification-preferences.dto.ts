import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { IsOmittable } from '../../common/validation/custom-rules';
import { SUBMITTED_DELIVERIES, type SubmittedDelivery } from '../notification-kinds';

/** Mail on or off per kind; a kind left out keeps its setting. */
export class MailSwitchesDto {
  @IsOmittable() @IsBoolean() task_received?: boolean;
  @IsOmittable() @IsBoolean() work_submitted?: boolean;
  @IsOmittable() @IsBoolean() work_checked?: boolean;
  @IsOmittable() @IsBoolean() work_returned?: boolean;
  @IsOmittable() @IsBoolean() deadline_soon?: boolean;
  @IsOmittable() @IsBoolean() comment_added?: boolean;
  @IsOmittable() @IsBoolean() material_updated?: boolean;
}

/** PUT /api/notifications/preferences */
export class NotificationPreferencesDto {
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => MailSwitchesDto)
  mail?: MailSwitchesDto;

  /** A teacher's submitted works: each mailed at once, or one digest a day. */
  @IsOmittable()
  @IsIn(SUBMITTED_DELIVERIES)
  submitted_delivery?: SubmittedDelivery;
}
