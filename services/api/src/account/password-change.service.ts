import { Injectable } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import type { Request } from 'express';
import { Clock } from '../common/clock/clock.service';
import { fieldError } from '../common/validation/field-error';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import type { Locale } from '../i18n/locale';
import { Transactions } from '../database/transactions.service';
import { translate } from '../i18n/messages';
import { MailEvents } from '../mail/mail.events';
import { SessionService } from '../sessions/session.service';
import { PasswordHasher } from '../users/password-hasher.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { validateBody } from './validate-body';

/**
 * A new password for the signed-in user, given the current one; every other session of
 * the user ends and this browser's session gets a new id.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mailEvents: MailEvents,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
  ) {}

  async change(
    user: User,
    body: unknown,
    req: Request,
    locale: Locale,
  ): Promise<{ message: string }> {
    const { dto, errors, failed } = await validateBody(ChangePasswordDto, body);
    const all: ValidationError[] = [...errors];
    if (!failed.has('current_password')) {
      const wrong =
        user.passwordHash === null ? 'account.password.none' : 'account.password.current_wrong';
      if (!(await this.hasher.verify(dto.current_password, user.passwordHash))) {
        all.unshift(fieldError('current_password', '', 'isCurrentPassword', wrong));
      }
    }
    if (all.length > 0) throw new ValidationFailedException(all);
    const passwordHash = await this.hasher.hash(dto.password);
    // the owner's «your password was changed» mail is recorded with the change itself
    const changed = await this.transactions.run(async (manager) => {
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      const event = { type: 'password_changed' as const, userId: user.id, at: this.clock.now() };
      return this.mailEvents.record(manager, event);
    });
    await this.sessions.endUserSessions(user.id, req.sessionID);
    await this.sessions.rotate(req);
    await this.mailEvents.deliver([changed]);
    return { message: translate('account.password.changed', locale) };
  }
}
