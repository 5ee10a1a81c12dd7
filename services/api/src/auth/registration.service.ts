import { Injectable, Optional } from '@nestjs/common';
import { homePathForRole, type AccountAnswer } from '@tutor/contracts';
import type { Request, Response } from 'express';
import { fieldError } from '../common/validation/field-error';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import { EmailVerificationService } from '../account/email-verification.service';
import { isUniqueViolation } from '../database/unique-violation';
import type { Locale } from '../i18n/locale';
import { SessionService } from '../sessions/session.service';
import { StudentJoinService } from '../students/student-join.service';
import { clientIp } from '../throttle/client-ip';
import { PasswordHasher } from '../users/password-hasher.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottle } from './login-throttle.service';
import { RegistrationReferrals } from './registration-referrals';
import type { ValidRegistration } from './registration-validation.pipe';

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly joining: StudentJoinService,
    private readonly throttle: LoginThrottle,
    private readonly verification: EmailVerificationService,
    @Optional() private readonly referrals?: RegistrationReferrals,
  ) {}

  /**
   * Creates the user, signs them in, mails the link that verifies the address and answers
   * their role's home. The address they signed up at is known to the login lock.
   */
  async register(
    input: ValidRegistration,
    req: Request,
    res: Response,
    locale: Locale,
  ): Promise<AccountAnswer> {
    const user = await this.create(input);
    await this.sessions.signIn(req, res, user);
    await this.throttle.rememberAddress(user.email, clientIp(req));
    await this.verification.send(user, locale);
    await this.joining.joinIfInvited(user, input.invite);
    await this.referrals?.attach(user, input.ref);
    return { redirect: homePathForRole(user.role) };
  }

  private async create(input: ValidRegistration): Promise<User> {
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.users.create({
        email: input.email,
        firstName: input.firstName,
        role: input.role,
        phone: input.phone,
        passwordHash,
      });
    } catch (error) {
      // a concurrent registration took the email after the pipe checked it
      if (!isUniqueViolation(error, 'email')) throw error;
      throw new ValidationFailedException([
        fieldError('email', input.email, 'isUnique', 'validation.unique'),
      ]);
    }
  }
}
