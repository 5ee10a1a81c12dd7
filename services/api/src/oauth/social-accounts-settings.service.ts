import { Injectable } from '@nestjs/common';
import { isSocialProvider } from '@tutor/contracts';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { SocialAccountsService } from '../users/social-accounts.service';
import type { User } from '../users/user.entity';
import { OAuthErrorCode, OAuthException } from './oauth.errors';
import { providerName } from './provider-name';

/** POST /api/oauth/{provider}/disconnect's answer; the spec reads success and message. */
export interface DisconnectAnswer {
  success: boolean;
  message: string;
}

/** The account-settings side of the links: disconnecting one. */
@Injectable()
export class SocialAccountsSettingsService {
  constructor(private readonly accounts: SocialAccountsService) {}

  /**
   * Removes the user's link of `provider` (any provider of the spec, enabled or not).
   * A user without a password keeps their last link: it is their only way to sign in.
   */
  async disconnect(user: User, provider: string, locale: Locale): Promise<DisconnectAnswer> {
    if (!isSocialProvider(provider)) throw new OAuthException(OAuthErrorCode.UnknownProvider);
    const name = providerName(provider, locale);
    if ((await this.accounts.findOfUser(user.id, provider)) === null) {
      return { success: false, message: translate('oauth.not_linked', locale, { provider: name }) };
    }
    if (user.passwordHash === null && (await this.accounts.countOfUser(user.id)) <= 1) {
      throw new OAuthException(OAuthErrorCode.LastSignInMethod, provider);
    }
    await this.accounts.unlink(user.id, provider);
    return { success: true, message: translate('oauth.disconnected', locale, { provider: name }) };
  }
}
