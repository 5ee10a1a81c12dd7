import { INVITE_CODE_MAX } from '@tutor/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IntegerLike } from '../../common/validation/custom-rules';
import { IsAccountEmail } from '../../common/validation/account-email.decorator';

/** The login page's stages (spec §2); the answer depends on the password, not the stage. */
export const LOGIN_STAGES = [0, 1, 2, 3, 4, 5] as const;

/** POST /login: the login form; first_name, phone, role and agree are ignored here. */
export class LoginDto {
  @IsOptional()
  @IntegerLike()
  @IsIn(LOGIN_STAGES)
  stage?: number;

  @IsAccountEmail()
  email!: string;

  /** Absent or empty: only ask whether the email is known (stage 0). */
  @IsOptional()
  @IsString()
  @MaxLength(255)
  password?: string | null;

  /** A teacher's invite code: a student who signs in joins that teacher. */
  @IsOptional()
  @IsString()
  @MaxLength(INVITE_CODE_MAX)
  invite?: string | null;
}
