import { Injectable, Optional } from '@nestjs/common';
import { AccountMessage, homePathForRole, type AccountAnswer } from '@tutor/contracts';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import type { Request, Response } from 'express';
import { LoginThrottle } from '../auth/login-throttle.service';
import { RegistrationReferrals } from '../auth/registration-referrals';
import { checkRole, isBlank, isBody, requiredPhoneError } from '../auth/role-rules';
import { Clock } from '../common/clock/clock.service';
import { fieldError, inFieldOrder } from '../common/validation/field-error';
import { ValidationFailedException } from '../common/validation/validation-failed.exception';
import { VALIDATOR_OPTIONS } from '../common/validation/validation.pipe';
import { isUniqueViolation } from '../database/unique-violation';
import type { Locale } from '../i18n/locale';
import { PasswordBroker } from '../passwords/password-broker.service';
import { SessionService } from '../sessions/session.service';
import { SettingsService } from '../settings/settings.service';
import { StudentJoinService } from '../students/student-join.service';
import { clientIp } from '../throttle/client-ip';
import { normalizePhone } from '../common/validation/phone';
import { SocialAccountsService } from '../users/social-accounts.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import {
  SocialRegistrationDto,
  SocialRegistrationWithEmailDto,
} from './dto/social-registration.dto';
import { OAuthErrorCode, OAuthException } from './oauth.errors';
import { OAUTH_FLOW_LIFETIME_MS, type PendingRegistration } from './oauth-session';
import { providerName } from './provider-name';
import {
  accountFields,
  displayFirstName,
  usableEmail,
  type ProviderProfile,
} from './provider-profile';

interface ValidSocialRegistration {
  email: string;
  role: number;
  phone: string | null;
  invite: string | null;
  ref: string | null;
}

const FIELD_ORDER = ['email', 'role', 'phone', 'invite', 'ref'];

/**
 * Stage 3: a new user for the provider account waiting in the session. A provider-verified
 * email signs them in, linked, and counts as verified (the provider proved the mailbox);
 * any other email (typed, or the provider's unverified one) gets a set-password link by
 * mail, signs in nobody, and links the provider account and verifies the address only
 * when this browser uses that link (a completed reset).
 */
@Injectable()
export class SocialRegistrationService {
  constructor(
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly accounts: SocialAccountsService,
    private readonly sessions: SessionService,
    private readonly broker: PasswordBroker,
    private readonly clock: Clock,
    private readonly joining: StudentJoinService,
    private readonly throttle: LoginThrottle,
    @Optional() private readonly referrals?: RegistrationReferrals,
  ) {}

  async register(
    body: unknown,
    req: Request,
    res: Response,
    locale: Locale,
  ): Promise<AccountAnswer> {
    const { profile, invite: flowInvite } = this.pending(req);
    const providerEmail = usableEmail(profile);
    const input = await this.validate(body, providerEmail);
    if ((await this.accounts.findByProviderAccount(profile.provider, profile.id)) !== null) {
      delete req.session.oauthRegistration;
      throw new OAuthException(OAuthErrorCode.LinkedToOther, profile.provider);
    }
    delete req.session.oauthRegistration;
    if (providerEmail !== null && profile.emailVerified) {
      const user = await this.create(input, profile, true);
      await this.sessions.signIn(req, res, user);
      await this.throttle.rememberAddress(user.email, clientIp(req));
      await this.joining.joinIfInvited(user, input.invite ?? flowInvite);
      await this.referrals?.attach(user, input.ref);
      return { redirect: homePathForRole(user.role) };
    }
    // An email nobody vouched for: the provider account is linked only once this browser
    // proves the email through the mailed link (see PendingSocialLink).
    const user = await this.create(input, profile, false);
    // created through the invite link, like a registration with a typed email
    await this.joining.joinIfInvited(user, input.invite ?? flowInvite);
    await this.referrals?.attach(user, input.ref);
    req.session.pendingSocialLink = { userId: user.id, account: accountFields(profile) };
    await this.broker.sendWelcomeLink(user, locale, providerName(profile.provider, locale));
    return { message: AccountMessage.PasswordLinkSent };
  }

  private pending(req: Request): PendingRegistration {
    const pending = req.session.oauthRegistration;
    if (pending === undefined || this.clock.now() - pending.startedAt > OAUTH_FLOW_LIFETIME_MS) {
      delete req.session.oauthRegistration;
      throw new OAuthException(OAuthErrorCode.RegistrationExpired);
    }
    return pending;
  }

  /** Every rule at once: the email (typed when the provider gave none usable), role, phone. */
  private async validate(
    body: unknown,
    providerEmail: string | null,
  ): Promise<ValidSocialRegistration> {
    const fields = isBody(body) ? body : {};
    const dto =
      providerEmail === null
        ? plainToInstance(SocialRegistrationWithEmailDto, fields)
        : plainToInstance(SocialRegistrationDto, fields);
    const errors = await validate(dto, VALIDATOR_OPTIONS);
    const failed = new Set(errors.map((error) => error.property));
    const { role, error: roleError } = checkRole(this.settings, dto.role);
    const more = [roleError, requiredPhoneError(role, dto.phone, failed.has('phone'))];
    const email = providerEmail ?? (dto instanceof SocialRegistrationWithEmailDto ? dto.email : '');
    if (!failed.has('email') && (await this.users.findByEmail(email)) !== null) {
      more.push(fieldError('email', email, 'isUnique', 'validation.unique'));
    }
    const all = [...errors, ...more.filter((e): e is ValidationError => e !== undefined)];
    if (all.length > 0 || role === undefined) {
      throw new ValidationFailedException(inFieldOrder(all, FIELD_ORDER));
    }
    return {
      email: email.toLowerCase(),
      role: role.id,
      phone: isBlank(dto.phone) ? null : (normalizePhone(dto.phone ?? '') ?? null),
      invite: isBlank(dto.invite) ? null : (dto.invite ?? null),
      ref: isBlank(dto.ref) ? null : (dto.ref ?? null),
    };
  }

  private async create(
    input: ValidSocialRegistration,
    profile: ProviderProfile,
    withLink: boolean,
  ): Promise<User> {
    const user = {
      email: input.email,
      firstName: displayFirstName(profile, input.email),
      role: input.role,
      phone: input.phone,
      passwordHash: null,
      // the provider verified the address; a typed or unverified one waits for its link
      emailVerifiedAt: withLink ? this.clock.now() : null,
    };
    try {
      return withLink
        ? await this.accounts.createUserWithAccount(user, accountFields(profile))
        : await this.users.create(user);
    } catch (error) {
      // a concurrent request took the email or linked the account after the checks
      if (!isUniqueViolation(error)) throw error;
      if ((await this.users.findByEmail(input.email)) !== null) {
        throw new ValidationFailedException([
          fieldError('email', input.email, 'isUnique', 'validation.unique'),
        ]);
      }
      if ((await this.accounts.findByProviderAccount(profile.provider, profile.id)) !== null) {
        throw new OAuthException(OAuthErrorCode.LinkedToOther, profile.provider);
      }
      throw error;
    }
  }
}
