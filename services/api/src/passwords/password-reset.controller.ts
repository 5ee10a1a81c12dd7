import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import type { AccountAnswer } from '@tutor/contracts';
import type { Request, Response } from 'express';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { PasswordBroker } from './password-broker.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { AccountAnswerSchema } from '../common/openapi/schemas/account.schema';

@Public()
@Controller('password')
export class PasswordResetController {
  constructor(private readonly broker: PasswordBroker) {}

  /** Public: the restore stage of the login page. */
  @Post('email')
  @HttpCode(HttpStatus.OK)
  @RateLimit()
  @ApiAnswer(AccountAnswerSchema)
  sendResetLink(
    @Body() body: ForgotPasswordDto,
    @RequestLocale() locale: Locale,
  ): Promise<AccountAnswer> {
    return this.broker.sendResetLink(body.email, locale);
  }

  /** Public: the reset page (token from the mailed link). */
  @Post('reset')
  @HttpCode(HttpStatus.OK)
  @RateLimit()
  @ApiAnswer(AccountAnswerSchema)
  reset(
    @Body() body: ResetPasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountAnswer> {
    return this.broker.reset(body, req, res);
  }
}
