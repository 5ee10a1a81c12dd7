import { INVITE_CODE_MAX, REFERRAL_CODE_MAX } from '@tutor/contracts';
import {
  Allow,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  IsAccepted,
  IsNotCommonPassword,
  IsPhone,
  IsPlainText,
  Trim,
} from '../../common/validation/custom-rules';
import { IsAccountEmail } from '../../common/validation/account-email.decorator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/validation/password-length';

/**
 * POST /registration: the rules the body alone decides. The role (one of the configured
 * roles), a phone when that role requires one and a unique email are checked by
 * RegistrationValidationPipe.
 */
export class RegistrationDto {
  @IsAccountEmail()
  email!: string;

  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(255)
  @IsPlainText()
  first_name!: string;

  /** A configured role id; 0 means none was chosen. */
  @Allow()
  role?: unknown;

  @Trim()
  @ValidateIf(
    (dto: RegistrationDto) => dto.phone !== undefined && dto.phone !== null && dto.phone !== '',
  )
  @IsString()
  @IsPhone()
  phone?: string | null;

  @IsNotEmpty()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  @IsNotCommonPassword()
  password!: string;

  @IsAccepted()
  agree!: unknown;

  /** A teacher's invite code: a student who registers joins that teacher. */
  @IsOptional()
  @IsString()
  @MaxLength(INVITE_CODE_MAX)
  invite?: string | null;

  /** A teacher's referral code (/login?ref=<code>): a new teacher gets the referral month. */
  @IsOptional()
  @IsString()
  @MaxLength(REFERRAL_CODE_MAX)
  ref?: string | null;
}
