import { IsAccountEmail } from '../../common/validation/account-email.decorator';

/** POST /password/email. */
export class ForgotPasswordDto {
  @IsAccountEmail()
  email!: string;
}
