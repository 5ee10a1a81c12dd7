import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { AccountAnswer, SessionUser } from '@tutor/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../access/current-user.decorator';
import { isOperator } from '../access/operators';
import { SignedIn } from '../access/route-access';
import { AppConfig } from '../config/app-config';
import { Public } from '../common/access/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { toSessionUser } from '../users/session-user';
import { SocialAccountsService } from '../users/social-accounts.service';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { AccountAnswerSchema, SessionUserSchema } from '../common/openapi/schemas/account.schema';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly socialAccounts: SocialAccountsService,
    private readonly config: AppConfig,
  ) {}

  /** The login form (stage 0 asks about the email, stage 1 signs in). */
  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit()
  @ApiAnswer(AccountAnswerSchema)
  login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountAnswer> {
    return this.auth.login(body, req, res);
  }

  /** Ends whatever session the browser has. */
  @Post('logout')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit()
  @ApiAnswer(AccountAnswerSchema)
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AccountAnswer> {
    return this.auth.logout(req, res);
  }

  /** The signed-in user with their linked social accounts. */
  @Get('api/user')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(SessionUserSchema)
  async user(@CurrentUser() user: User): Promise<SessionUser> {
    const accounts = await this.socialAccounts.listOfUser(user.id);
    return toSessionUser(user, accounts, isOperator(this.config, user));
  }
}
