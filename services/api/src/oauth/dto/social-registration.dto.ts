import { INVITE_CODE_MAX, REFERRAL_CODE_MAX } from '@tutor/contracts';
import { Allow, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsAccountEmail } from '../../common/validation/account-email.decorator';
import { IsPhone, Trim } from '../../common/validation/custom-rules';

/**
 * POST /oauth/registration (stage 3): the login form, of which the role and the phone
 * count (the role's phone_required is checked with the settings). Names come from the
 * provider; first_name, password and agree are ignored.
 */
export class SocialRegistrationDto {
  /** A configured role id; 0 means none was chosen. */
  @Allow()
  role?: unknown;

  @Trim()
  @ValidateIf(
    (dto: SocialRegistrationDto) =>
      dto.phone !== undefined && dto.phone !== null && dto.phone !== '',
  )
  @IsString()
  @IsPhone()
  phone?: string | null;

  /** A teacher's invite code; without one, the code the social sign-in started with counts. */
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

/** Stage 3 when the provider gave no usable email: the person types one. */
export class SocialRegistrationWithEmailDto extends SocialRegistrationDto {
  @IsAccountEmail()
  email!: string;
}
