import { Type } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** YooKassa's ids: letters, digits and dashes (a payment's is a UUID). */
const PROVIDER_ID = /^[\w-]+$/;

/** The object of a notification; only its ids are read (its status is only a hint). */
export class YooKassaNotificationObjectDto {
  @IsNotEmpty()
  @IsString()
  @MaxLength(64)
  @Matches(PROVIDER_ID)
  id!: string;

  /** A refund's payment. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  @Matches(PROVIDER_ID)
  payment_id?: string;
}

/** POST /api/payments/yookassa/notifications: `{ type, event, object }`. */
export class YooKassaNotificationDto {
  @IsNotEmpty()
  @IsIn(['notification'])
  type!: string;

  /** e.g. payment.succeeded, payment.canceled, refund.succeeded */
  @IsNotEmpty()
  @IsString()
  @MaxLength(64)
  @Matches(/^[a-z_]+(\.[a-z_]+)+$/)
  event!: string;

  @IsNotEmpty()
  @IsObject()
  @ValidateNested()
  @Type(() => YooKassaNotificationObjectDto)
  object!: YooKassaNotificationObjectDto;
}
