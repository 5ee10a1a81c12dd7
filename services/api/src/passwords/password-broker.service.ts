import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccountAnswer } from '@tutor/contracts';
import type { Request, Response } from 'express';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { LoginThrottle } from '../auth/login-throttle.service';
import { AppConfig } from '../config/app-config';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { MailService } from '../mail/mail.service';
import { clientIp } from '../throttle/client-ip';
import { secondsUntil } from '../throttle/throttle-store';
import { SessionService } from '../sessions/session.service';
import { PasswordHasher } from '../users/password-hasher.service';
import '../users/pending-social-link';
import { SocialAccountsService } from '../users/social-accounts.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { ResetPasswordDto } from './dto/reset-password.dto';
import { PasswordResetErrorCode, PasswordResetException } from './passwords.errors';
import { PasswordReset } from './password-reset.entity';
import { passwordResetMail, type PasswordMailKind } from './password-reset.mail';

/** The broker's success messages (Laravel's keys; the client translates them). */
export const PasswordResetStatus = {
  Sent: 'passwords.sent',
  Reset: 'passwords.reset',
} as const;

function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Laravel's password broker: a random token per address (stored hashed, one per
 * address, at most one mail per PASSWORD_RESET_THROTTLE_SECONDS), valid for
 * PASSWORD_RESET_EXPIRE_MINUTES and once.
 */
@Injectable()
export class PasswordBroker {
  constructor(
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    private readonly users: UsersService,
    private readonly accounts: SocialAccountsService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly sessions: SessionService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Mails a reset link to a known address, in the request's language. */
  async sendResetLink(email: string, locale: Locale): Promise<AccountAnswer> {
    const user = await this.requireUser(email);
    const now = this.clock.now();
    const pending = await this.resets.findOneBy({ email: user.email });
    const throttleMs = this.config.passwordReset.throttleSeconds * 1000;
    if (pending !== null && pending.createdAt + throttleMs > now) {
      const wait = secondsUntil(pending.createdAt + throttleMs, now);
      throw new PasswordResetException(PasswordResetErrorCode.Throttled, wait);
    }
    const token = randomBytes(32).toString('hex');
    await this.resets.upsert({ email: user.email, token: sha256(token), createdAt: now }, [
      'email',
    ]);
    try {
      await this.mail.send(this.resetMail(user, token, locale, 'reset'));
    } catch (error) {
      // no mail went out: let the user ask again at once
      await this.resets.delete({ email: user.email });
      throw error;
    }
    return { message: PasswordResetStatus.Sent };
  }

  /**
   * Mails a new user without a password (signed up through `provider`) the link that sets
   * their first one: the reset link, worded as a welcome, not throttled.
   */
  async sendWelcomeLink(user: User, locale: Locale, provider: string): Promise<void> {
    const token = randomBytes(32).toString('hex');
    await this.resets.upsert(
      { email: user.email, token: sha256(token), createdAt: this.clock.now() },
      ['email'],
    );
    await this.mail.send(this.resetMail(user, token, locale, 'welcome', provider));
  }

  /**
   * Sets the new password, spends the token, ends every session of the user and signs
   * this browser in with a new one. The link proved the mailbox: the address is verified,
   * the account's login lock ends, and a provider account this browser signed up with is
   * linked.
   */
  async reset(dto: ResetPasswordDto, req: Request, res: Response): Promise<AccountAnswer> {
    const user = await this.requireUser(dto.email);
    const hash = sha256(dto.token);
    const pending = await this.resets.findOneBy({ email: user.email });
    if (pending === null || pending.token !== hash || this.expired(pending)) {
      throw new PasswordResetException(PasswordResetErrorCode.InvalidToken);
    }
    const passwordHash = await this.hasher.hash(dto.password);
    const spent = await this.resets.delete({ email: user.email, token: hash });
    if (spent.affected === 0) throw new PasswordResetException(PasswordResetErrorCode.InvalidToken);
    await this.users.setPasswordHash(user.id, passwordHash);
    await this.users.markEmailVerified(user.id, user.email, this.clock.now());
    await this.throttle.passwordReset(user.email, clientIp(req));
    const pendingLink = req.session.pendingSocialLink;
    await this.sessions.endUserSessions(user.id);
    await this.sessions.signIn(req, res, user);
    await this.accounts.linkPending(pendingLink, user.id);
    return { message: PasswordResetStatus.Reset };
  }

  private async requireUser(email: string): Promise<User> {
    const user = await this.users.findByEmail(email);
    if (user === null) throw new PasswordResetException(PasswordResetErrorCode.InvalidUser);
    return user;
  }

  private expired(pending: PasswordReset): boolean {
    const lifetimeMs = this.config.passwordReset.expireMinutes * 60_000;
    return pending.createdAt + lifetimeMs <= this.clock.now();
  }

  private resetMail(
    user: User,
    token: string,
    locale: Locale,
    kind: PasswordMailKind,
    provider?: string,
  ): ReturnType<typeof passwordResetMail> {
    const link = `${this.config.appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
    return passwordResetMail({
      to: user.email,
      link,
      locale,
      expireMinutes: this.config.passwordReset.expireMinutes,
      sender: this.config.logoTitle ?? translate('app.title', locale),
      kind,
      provider,
    });
  }
}
