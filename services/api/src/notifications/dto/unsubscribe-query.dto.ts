import { IsOptional, IsString, MaxLength } from 'class-validator';

/** GET /api/notifications/unsubscribe?token= (checked by the controller, not refused here). */
export class UnsubscribeQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}
