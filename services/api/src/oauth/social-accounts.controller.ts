import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../auth/signed-in.decorator';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import { RateLimit } from '../throttle/rate-limit.decorator';
import type { User } from '../users/user.entity';
import {
  SocialAccountsSettingsService,
  type DisconnectAnswer,
} from './social-accounts-settings.service';

@Controller('api/oauth')
export class SocialAccountsController {
  constructor(private readonly settings: SocialAccountsSettingsService) {}

  /** The signed-in user's link of a provider, removed unless it is their only way in. */
  @Post(':provider/disconnect')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimit()
  disconnect(
    @Param('provider') provider: string,
    @CurrentUser() user: User,
    @RequestLocale() locale: Locale,
  ): Promise<DisconnectAnswer> {
    return this.settings.disconnect(user, provider, locale);
  }
}
