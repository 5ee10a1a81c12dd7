import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { MailService } from '../mail/mail.service';
import { ThrottleStore, secondsUntil } from '../throttle/throttle-store';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountErrorCode, AccountException } from './account.errors';
import { EmailVerification } from './email-verification.entity';
import { emailVerificationMail } from './email-verification.mail';
import { hashLinkToken, isLinkToken, newLinkToken } from './mail-link-token';

/** How long a verification link works (the mail says 24 hours). */
export const EMAIL_VERIFICATION_EXPIRE_HOURS = 24;

/** At most one link a minute per user when asked again. */
export const EMAIL_VERIFICATION_RESEND_SECONDS = 60;

/** What opening the link did; /settings?email_verification=<outcome> tells the person. */
export type EmailVerificationOutcome = 'done' | 'expired' | 'invalid';

/**
 * Proves the mailbox of a user's address: a link mailed to it (at registration, or asked
 * again from the settings), stored as the SHA-256 of its token, the latest one per user,
 * valid EMAIL_VERIFICATION_EXPIRE_HOURS. Opening it sets users.email_verified_at once.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectRepository(EmailVerification) private readonly links: Repository<EmailVerification>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly throttle: ThrottleStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Mails a new link to the user's address; the previous link stops working. */
  async send(user: User, locale: Locale): Promise<void> {
    const token = newLinkToken();
    const expiresAt = this.clock.now() + EMAIL_VERIFICATION_EXPIRE_HOURS * 3_600_000;
    const row = { userId: user.id, email: user.email, token: hashLinkToken(token), expiresAt };
    await this.links.upsert(row, ['userId']);
    await this.mail.send(
      emailVerificationMail({
        to: user.email,
        link: `${this.config.appUrl}/api/account/email/verify?token=${token}`,
        locale,
        sender: this.config.logoTitle ?? translate('app.title', locale),
      }),
    );
  }

  /** Asked again: a new link, once per EMAIL_VERIFICATION_RESEND_SECONDS; answers the text. */
  async resend(user: User, locale: Locale): Promise<{ message: string }> {
    if (user.emailVerifiedAt !== null) {
      return { message: translate('account.email.verified_already', locale) };
    }
    const state = await this.throttle.hit(
      `email-verification:${user.id}`,
      EMAIL_VERIFICATION_RESEND_SECONDS * 1000,
      'fixed',
    );
    if (state.count > 1) {
      const wait = secondsUntil(state.resetAt, this.clock.now());
      throw new AccountException(AccountErrorCode.VerificationThrottled, wait);
    }
    await this.send(user, locale);
    return { message: translate('account.email.verification_sent', locale, { email: user.email }) };
  }

  /**
   * Verifies the address the link was mailed to, if the user still has it. Idempotent: a
   * link opened again (or 20 times at once) answers done and keeps the first moment.
   */
  async confirm(token: string | undefined): Promise<EmailVerificationOutcome> {
    if (!isLinkToken(token)) return 'invalid';
    const link = await this.links.findOneBy({ token: hashLinkToken(token) });
    if (link === null) return 'invalid';
    const user = await this.users.findById(link.userId);
    if (user === null || user.email !== link.email) return 'invalid';
    if (user.emailVerifiedAt !== null) return 'done';
    if (link.expiresAt <= this.clock.now()) return 'expired';
    if (await this.users.markEmailVerified(user.id, link.email, this.clock.now())) return 'done';
    // a concurrent open verified it first, or the email changed meanwhile
    const now = await this.users.findById(user.id);
    return now?.email === link.email && now.emailVerifiedAt !== null ? 'done' : 'invalid';
  }
}
