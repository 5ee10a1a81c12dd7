import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ValidationError } from 'class-validator';
import { Clock } from '../common/clock/clock.service';
import { fieldError } from '../common/validation/field-error';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import { AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/unique-violation';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ChangeEmailDto } from './dto/change-email.dto';
import { EmailChange } from './email-change.entity';
import { hashLinkToken, isLinkToken, newLinkToken } from './mail-link-token';
import { emailChangeMail, emailChangedMail } from './email-change.mail';
import { validateBody } from './validate-body';

/** How long the confirmation link works. */
export const EMAIL_CHANGE_EXPIRE_MINUTES = 60;

/** What opening the link did; /settings?email_change=<outcome> tells the person. */
export type EmailChangeOutcome = 'done' | 'expired' | 'invalid' | 'taken';

/** The outcome, and whose link it was and the address it asked for (when the link was known). */
export interface EmailChangeConfirmation {
  outcome: EmailChangeOutcome;
  userId: number | null;
  email: string | null;
}

/**
 * A new email takes effect only once a link mailed to it is opened: a random token,
 * stored as its SHA-256, one pending change per user, valid EMAIL_CHANGE_EXPIRE_MINUTES.
 * The old address is told when the change is done.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectRepository(EmailChange) private readonly changes: Repository<EmailChange>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Mails the confirmation link to the new address; answers the text to show. */
  async request(user: User, body: unknown, locale: Locale): Promise<{ message: string }> {
    const { dto, errors, failed } = await validateBody(ChangeEmailDto, body);
    const all: ValidationError[] = [...errors];
    const email = failed.has('email') ? '' : dto.email.toLowerCase();
    if (email === user.email) {
      all.push(fieldError('email', dto.email, 'isDifferent', 'account.email.same'));
    } else if (email !== '' && (await this.users.findByEmail(email)) !== null) {
      // the registration form's answer for a taken address: it reveals no more than that
      all.push(fieldError('email', dto.email, 'isUnique', 'validation.unique'));
    }
    if (all.length > 0) throw new ValidationFailedException(all);
    const token = newLinkToken();
    const expiresAt = this.clock.now() + EMAIL_CHANGE_EXPIRE_MINUTES * 60_000;
    await this.changes.upsert({ userId: user.id, email, token: hashLinkToken(token), expiresAt }, [
      'userId',
    ]);
    try {
      await this.mail.send(
        emailChangeMail({
          to: email,
          link: `${this.config.appUrl}/api/account/email/confirm?token=${token}`,
          locale,
          expireMinutes: EMAIL_CHANGE_EXPIRE_MINUTES,
          sender: this.sender(locale),
        }),
      );
    } catch (error) {
      await this.changes.delete({ userId: user.id });
      throw error;
    }
    return { message: translate('account.email.sent', locale, { email }) };
  }

  /** Spends the link's token and changes the email when it is good. */
  async confirm(token: string | undefined, locale: Locale): Promise<EmailChangeConfirmation> {
    const unknown: EmailChangeConfirmation = { outcome: 'invalid', userId: null, email: null };
    if (!isLinkToken(token)) return unknown;
    const change = await this.changes.findOneBy({ token: hashLinkToken(token) });
    if (change === null) return unknown;
    const spent = await this.changes.delete({ userId: change.userId, token: change.token });
    if (spent.affected === 0) return unknown;
    const known = { userId: change.userId, email: change.email };
    if (change.expiresAt <= this.clock.now()) return { outcome: 'expired', ...known };
    const user = await this.users.findById(change.userId);
    if (user === null) return unknown;
    try {
      await this.users.setEmail(user.id, change.email, this.clock.now());
    } catch (error) {
      if (!isUniqueViolation(error, 'email')) throw error;
      return { outcome: 'taken', ...known };
    }
    await this.mail.send(
      emailChangedMail({
        to: user.email,
        newEmail: change.email,
        locale,
        sender: this.sender(locale),
      }),
    );
    return { outcome: 'done', ...known };
  }

  private sender(locale: Locale): string {
    return this.config.logoTitle ?? translate('app.title', locale);
  }
}
