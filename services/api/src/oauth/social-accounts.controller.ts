import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../access/current-user.decorator';
import { SignedIn } from '../access/route-access';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import { RateLimit } from '../throttle/rate-limit.decorator';
import type { User } from '../users/user.entity';
import {
  SocialAccountsSettingsService,
  type DisconnectAnswer,
} from './social-accounts-settings.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { DisconnectAnswerSchema } from '../common/openapi/schemas/account.schema';
import { ApiUnprocessableEntityResponse } from '@nestjs/swagger';

@Controller('api/oauth')
export class SocialAccountsController {
  constructor(private readonly settings: SocialAccountsSettingsService) {}

  /** The signed-in user's link of a provider, removed unless it is their only way in. */
  @Post(':provider/disconnect')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimit()
  @ApiAnswer(DisconnectAnswerSchema)
  @ApiUnprocessableEntityResponse({
    description: 'the only way left to sign in: { success: false, message }',
  })
  disconnect(
    @Param('provider') provider: string,
    @CurrentUser() user: User,
    @RequestLocale() locale: Locale,
  ): Promise<DisconnectAnswer> {
    return this.settings.disconnect(user, provider, locale);
  }
}
