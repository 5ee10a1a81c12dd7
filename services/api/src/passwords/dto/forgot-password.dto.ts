import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/custom-rules';

/** POST /password/email. */
export class ForgotPasswordDto {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @IsEmail()
  @MaxLength(255)
  email!: string;
}
