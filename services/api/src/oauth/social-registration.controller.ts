import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import type { AccountAnswer } from '@tutor/contracts';
import type { Request, Response } from 'express';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { SocialRegistrationService } from './social-registration.service';
import { ApiAnswer, ApiRequest } from '../common/openapi/api-answer.decorator';
import { AccountAnswerSchema } from '../common/openapi/schemas/account.schema';
import { SocialRegistrationWithEmailDto } from './dto/social-registration.dto';

@Public()
@Controller('oauth')
export class SocialRegistrationController {
  constructor(private readonly registration: SocialRegistrationService) {}

  /**
   * Public, with the provider account of a social sign-in waiting in the session: stage 3
   * of the login page (the spec's login form). Its rules depend on that account, so the
   * service validates the raw body.
   */
  @Post('registration')
  @HttpCode(HttpStatus.OK)
  @RateLimit()
  @ApiRequest(SocialRegistrationWithEmailDto)
  @ApiAnswer(AccountAnswerSchema)
  register(
    @Body() body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @RequestLocale() locale: Locale,
  ): Promise<AccountAnswer> {
    return this.registration.register(body, req, res, locale);
  }
}
