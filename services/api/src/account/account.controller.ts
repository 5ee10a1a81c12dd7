import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiFoundResponse } from '@nestjs/swagger';
import type { SessionUser } from '@tutor/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../access/current-user.decorator';
import { SignedIn } from '../access/route-access';
import { Public } from '../common/access/public.decorator';
import { ApiAnswer, ApiRefusals, ApiRequest } from '../common/openapi/api-answer.decorator';
import { SessionUserSchema } from '../common/openapi/schemas/account.schema';
import {
  AccountNoticeSchema,
  AccountSessionListSchema,
  EndedSessionsSchema,
} from '../common/openapi/schemas/account-settings.schema';
import type { Locale } from '../i18n/locale';
import { RequestLocale } from '../i18n/locale.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { AccountSessionsService, type AccountSession } from './account-sessions.service';
import { ChangeEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EmailChangeConfirmQuery } from './dto/email-change-confirm.query';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { EmailChangeService } from './email-change.service';
import { EmailVerificationService } from './email-verification.service';
import { SessionService } from '../sessions/session.service';
import { PasswordChangeService } from './password-change.service';
import { ProfileService } from './profile.service';

type Notice = { message: string };

/** The signed-in user's own account: profile, email, password and sessions. */
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly profile: ProfileService,
    private readonly emails: EmailChangeService,
    private readonly passwords: PasswordChangeService,
    private readonly sessions: AccountSessionsService,
    private readonly verification: EmailVerificationService,
    private readonly signedIn: SessionService,
  ) {}

  /** Name and phone; answers the user as GET /api/user does. */
  @Put('profile')
  @SignedIn()
  @ApiRequest(UpdateProfileDto)
  @ApiAnswer(SessionUserSchema)
  updateProfile(@CurrentUser() user: User, @Body() body: unknown): Promise<SessionUser> {
    return this.profile.update(user, body);
  }

  /** Mails a confirmation link to the new address; the email changes when it is opened. */
  @Post('email')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimit()
  @ApiRequest(ChangeEmailDto)
  @ApiAnswer(AccountNoticeSchema)
  requestEmailChange(
    @CurrentUser() user: User,
    @Body() body: unknown,
    @RequestLocale() locale: Locale,
  ): Promise<Notice> {
    return this.emails.request(user, body, locale);
  }

  /**
   * Public: the mailed link, opened in any browser. Its owner signed in goes back to
   * /settings with the outcome; signed out (or signed in as someone else) to /login, which
   * says it, with the new address filled in once it is changed.
   */
  @Get('email/confirm')
  @Public()
  @RateLimit()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer({ type: 'string', description: 'never: the answer is a redirect' }, 'text/plain')
  @ApiFoundResponse({
    description:
      'to /settings?email_change=done|expired|invalid|taken, or not signed in as the owner to /login?message=email_change.done|expired|invalid|taken',
  })
  async confirmEmailChange(
    @Query() query: EmailChangeConfirmQuery,
    @Req() req: Request,
    @Res() res: Response,
    @RequestLocale() locale: Locale,
  ): Promise<void> {
    const { outcome, userId, email } = await this.emails.confirm(query.token, locale);
    const signedInId = this.signedIn.userId(req);
    if (signedInId !== undefined && (userId === null || signedInId === userId)) {
      res.redirect(HttpStatus.FOUND, `/settings?email_change=${outcome}`);
      return;
    }
    const login = new URLSearchParams({ message: `email_change.${outcome}` });
    if (outcome === 'done' && email !== null) login.set('email', email);
    res.redirect(HttpStatus.FOUND, `/login?${login.toString()}`);
  }

  /** Mails a new link that verifies the current address (at most one a minute). */
  @Post('email/verification')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @RateLimit()
  @ApiAnswer(AccountNoticeSchema)
  @ApiRefusals({ 429: 'a link was sent less than a minute ago' })
  resendVerification(@CurrentUser() user: User, @RequestLocale() locale: Locale): Promise<Notice> {
    return this.verification.resend(user, locale);
  }

  /**
   * Public: the verification link, opened in any browser. Signed in: back to /settings with
   * the outcome; signed out: to /login, which says it.
   */
  @Get('email/verify')
  @Public()
  @RateLimit()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer({ type: 'string', description: 'never: the answer is a redirect' }, 'text/plain')
  @ApiFoundResponse({
    description:
      'to /settings?email_verification=done|expired|invalid, or signed out to /login?message=email_verification.done|expired|invalid',
  })
  async verifyEmail(
    @Query() query: EmailChangeConfirmQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const outcome = await this.verification.confirm(query.token);
    const to =
      this.signedIn.userId(req) === undefined
        ? `/login?message=email_verification.${outcome}`
        : `/settings?email_verification=${outcome}`;
    res.redirect(HttpStatus.FOUND, to);
  }

  /** Needs the current password; ends every other session and renews this one. */
  @Put('password')
  @SignedIn()
  @RateLimit()
  @ApiRequest(ChangePasswordDto)
  @ApiAnswer(AccountNoticeSchema)
  changePassword(
    @CurrentUser() user: User,
    @Body() body: unknown,
    @Req() req: Request,
    @RequestLocale() locale: Locale,
  ): Promise<Notice> {
    return this.passwords.change(user, body, req, locale);
  }

  /** Every signed-in session of the user, this one first. */
  @Get('sessions')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(AccountSessionListSchema)
  listSessions(
    @CurrentUser() user: User,
    @Req() req: Request,
  ): Promise<{ sessions: AccountSession[] }> {
    return this.sessions.list(user, req);
  }

  /** Signs out everywhere else. */
  @Delete('sessions')
  @SignedIn()
  @ApiAnswer(EndedSessionsSchema)
  endOtherSessions(
    @CurrentUser() user: User,
    @Req() req: Request,
    @RequestLocale() locale: Locale,
  ): Promise<{ ended: number; message: string }> {
    return this.sessions.endOthers(user, req, locale);
  }

  /** Signs one other session out. */
  @Delete('sessions/:session')
  @HttpCode(HttpStatus.NO_CONTENT)
  @SignedIn()
  async endSession(
    @CurrentUser() user: User,
    @Param('session') session: string,
    @Req() req: Request,
  ): Promise<void> {
    await this.sessions.end(user, session, req);
  }
}
