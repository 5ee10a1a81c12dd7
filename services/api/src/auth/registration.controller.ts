import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import type { AccountAnswer } from '@tutor/contracts';
import type { Request, Response } from 'express';
import type { Locale } from '../i18n/locale';
import { RequestLocale } from '../i18n/locale.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { RegistrationValidationPipe, type ValidRegistration } from './registration-validation.pipe';
import { RegistrationService } from './registration.service';
import { ApiAnswer, ApiRequest } from '../common/openapi/api-answer.decorator';
import { AccountAnswerSchema } from '../common/openapi/schemas/account.schema';
import { RegistrationDto } from './dto/registration.dto';

@Public()
@Controller('registration')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  /** Public: the registration stage of the login page (same payload as /login). */
  @Post()
  @HttpCode(HttpStatus.OK)
  @RateLimit()
  @ApiRequest(RegistrationDto)
  @ApiAnswer(AccountAnswerSchema)
  register(
    @Body(RegistrationValidationPipe) body: ValidRegistration,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @RequestLocale() locale: Locale,
  ): Promise<AccountAnswer> {
    return this.registration.register(body, req, res, locale);
  }
}
