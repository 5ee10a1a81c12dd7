import { IsOptional, IsString, MaxLength } from 'class-validator';

/** GET /api/account/email/confirm?token=…: the link mailed to the new address. */
export class EmailChangeConfirmQuery {
  @IsOptional()
  @IsString()
  @MaxLength(255)
  token?: string;
}
