import { Injectable } from '@nestjs/common';
import { AccountMessage, homePathForRole, type SocialPopupResult } from '@tutor/contracts';
import type { Request, Response } from 'express';
import { LoginThrottle } from '../auth/login-throttle.service';
import { Clock } from '../common/clock/clock.service';
import type { Locale } from '../i18n/locale';
import { translate, type MessageKey, type MessageParams } from '../i18n/messages';
import { SessionService, sessionOf } from '../sessions/session.service';
import { StudentJoinService } from '../students/student-join.service';
import { clientIp } from '../throttle/client-ip';
import type { SocialAccount } from '../users/social-account.entity';
import { SocialAccountsService } from '../users/social-accounts.service';
import { UsersService } from '../users/users.service';
import { withNotice } from './oauth-page';
import type { OAuthFlow } from './oauth-session';
import { providerName } from './provider-name';
import { accountFields, usableEmail, type ProviderProfile } from './provider-profile';

/**
 * What a confirmed provider account means for the browser: a link to the signed-in user
 * (?state=connect), a sign-in of the user it is linked to (or whose provider-verified
 * email it carries), or stage 3 for an account nobody has. Never a token.
 */
@Injectable()
export class OAuthSignInService {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: SocialAccountsService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly joining: StudentJoinService,
    private readonly throttle: LoginThrottle,
  ) {}

  complete(
    profile: ProviderProfile,
    flow: OAuthFlow,
    req: Request,
    res: Response,
    locale: Locale,
  ): Promise<SocialPopupResult> {
    return flow.connectUserId === undefined
      ? this.signIn(profile, flow.invite, req, res, locale)
      : this.connect(profile, flow.connectUserId, req, locale);
  }

  /** A translated `{ message }` about the provider. */
  message(
    key: MessageKey,
    profile: Pick<ProviderProfile, 'provider'>,
    locale: Locale,
    params: MessageParams = {},
  ): SocialPopupResult {
    const provider = providerName(profile.provider, locale);
    const result = { message: translate(key, locale, { provider, ...params }) };
    const email = typeof params.email === 'string' ? params.email : undefined;
    return withNotice(result, { key, provider: profile.provider, email });
  }

  private async connect(
    profile: ProviderProfile,
    userId: number,
    req: Request,
    locale: Locale,
  ): Promise<SocialPopupResult> {
    const user = this.sessions.userId(req) === userId ? await this.users.findById(userId) : null;
    if (user === null || !sessionOf(req.session, user))
      return this.message('oauth.sign_in_to_connect', profile, locale);
    const linked = await this.accounts.findByProviderAccount(profile.provider, profile.id);
    if (linked !== null && linked.userId !== user.id) {
      return this.message('oauth.linked_to_other', profile, locale);
    }
    const account = await this.link(user.id, profile);
    if (account === undefined) return this.message('oauth.linked_to_other', profile, locale);
    return {
      oauth: {
        provider: profile.provider,
        first_name: account.firstName,
        last_name: account.lastName,
        username: account.username,
      },
    };
  }

  private async signIn(
    profile: ProviderProfile,
    invite: string | undefined,
    req: Request,
    res: Response,
    locale: Locale,
  ): Promise<SocialPopupResult> {
    const linked = await this.accounts.findByProviderAccount(profile.provider, profile.id);
    if (linked !== null) {
      await this.accounts.refresh(linked, accountFields(profile));
      return this.signInAs(linked.userId, invite, req, res);
    }
    const email = usableEmail(profile);
    const owner = email === null ? null : await this.users.findByEmail(email);
    if (owner !== null) {
      // an email proves nothing unless the provider verified it
      const mayLink =
        profile.emailVerified &&
        (await this.accounts.findOfUser(owner.id, profile.provider)) === null;
      if (!mayLink || (await this.link(owner.id, profile)) === undefined) {
        return this.message('oauth.email_exists', profile, locale, { email: owner.email });
      }
      // the provider vouched for the owner's address
      await this.users.markEmailVerified(owner.id, owner.email, this.clock.now());
      return this.signInAs(owner.id, invite, req, res);
    }
    req.session.oauthRegistration = { profile, startedAt: this.clock.now(), invite };
    return { message: AccountMessage.OauthRegistration, email };
  }

  private async signInAs(
    userId: number,
    invite: string | undefined,
    req: Request,
    res: Response,
  ): Promise<SocialPopupResult> {
    const user = await this.users.findById(userId);
    if (user === null) throw new Error(`The linked user ${userId} does not exist`);
    await this.sessions.signIn(req, res, user);
    await this.throttle.rememberAddress(user.email, clientIp(req));
    await this.joining.joinIfInvited(user, invite);
    return { redirect: homePathForRole(user.role) };
  }

  /** The new or moved link; undefined when a concurrent request linked the account elsewhere. */
  private async link(userId: number, profile: ProviderProfile): Promise<SocialAccount | undefined> {
    try {
      return await this.accounts.link(userId, accountFields(profile));
    } catch (error) {
      const holder = await this.accounts.findByProviderAccount(profile.provider, profile.id);
      if (holder !== null && holder.userId !== userId) return undefined;
      throw error;
    }
  }
}
