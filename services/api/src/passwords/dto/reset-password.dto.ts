import { Allow, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsConfirmed, IsNotCommonPassword } from '../../common/validation/custom-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/validation/password-length';
import { IsAccountEmail } from '../../common/validation/account-email.decorator';

/** POST /password/reset: the reset page's form. */
export class ResetPasswordDto {
  @IsNotEmpty()
  @IsString()
  @MaxLength(255)
  token!: string;

  @IsAccountEmail()
  email!: string;

  @IsNotEmpty()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  @IsNotCommonPassword()
  @IsConfirmed()
  password!: string;

  /** Compared by @IsConfirmed() on password. */
  @Allow()
  password_confirmation?: unknown;
}
