import { Allow, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/validation/password-length';
import { IsConfirmed, IsNotCommonPassword } from '../../common/validation/custom-rules';

/** PUT /api/account/password. */
export class ChangePasswordDto {
  @IsNotEmpty()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  current_password!: string;

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
