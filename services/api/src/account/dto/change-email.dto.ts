import { IsAccountEmail } from '../../common/validation/account-email.decorator';

/** POST /api/account/email: the new address, which gets the confirmation link. */
export class ChangeEmailDto {
  @IsAccountEmail()
  email!: string;
}
