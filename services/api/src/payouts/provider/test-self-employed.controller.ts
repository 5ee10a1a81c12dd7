import {
  Body,
  Controller,
  Injectable,
  Param,
  Res,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/public.decorator';
import { AppConfig } from '../../config/app-config';
import type { Locale } from '../../i18n/locale';
import { RequestLocale } from '../../i18n/locale.decorator';
import {
  StandInFormRoute,
  StandInPageRoute,
  checkFormToken,
  leaveStandIn,
  sendStandInPage,
} from '../../payments/test-provider/stand-in-page';
import { PayoutsErrorCode, PayoutsException } from '../payouts.errors';
import type { TestPayoutObject } from './test-payout-object.entity';
import { TestPayoutProvider, type TestSelfEmployedDecision } from './test-payout.provider';
import { renderTestSelfEmployedPage } from './test-self-employed.page';

/** POST …/allow and …/decline: the stand-in page's form. */
export class TestSelfEmployedFormDto {
  @IsNotEmpty()
  @IsString()
  @Matches(/^[0-9a-f]{32}$/)
  token!: string;
}

/** 404 for a connection that does not exist, and for all while YooKassa pays. */
@Injectable()
export class TestSelfEmployedGuard implements CanActivate {
  constructor(private readonly provider: TestPayoutProvider) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const id: unknown = context.switchToHttp().getRequest<Request>().params.connectionId;
    const found =
      this.provider.isActive && typeof id === 'string' && /^[0-9a-f]{32}$/.test(id)
        ? await this.provider.findSelfEmployed(id)
        : null;
    if (found === null) throw new PayoutsException(PayoutsErrorCode.NotFound, 'test connection');
    return true;
  }
}

/**
 * The test payouts provider's stand-in for «Мой налог»: the author allows or declines the
 * platform's permission. Public, as the real one is another site; the unguessable id is
 * the page's key and the forms post its token instead of the XSRF header.
 */
@Public()
@UseGuards(TestSelfEmployedGuard)
@Controller('payout-provider/test/self-employed')
export class TestSelfEmployedController {
  constructor(
    private readonly provider: TestPayoutProvider,
    private readonly config: AppConfig,
  ) {}

  @StandInPageRoute(':connectionId', 'the «Мой налог» stand-in page')
  async page(
    @Param('connectionId') id: string,
    @RequestLocale() locale: Locale,
    @Res() res: Response,
  ): Promise<void> {
    sendStandInPage(
      res,
      renderTestSelfEmployedPage(await this.require(id), locale, this.backUrl()),
    );
  }

  @StandInFormRoute(':connectionId/allow', TestSelfEmployedFormDto, 'back to the stand-in page')
  allow(
    @Param('connectionId') id: string,
    @Body() form: TestSelfEmployedFormDto,
    @Res() res: Response,
  ): Promise<void> {
    return this.decide(id, form.token, 'confirmed', res);
  }

  @StandInFormRoute(':connectionId/decline', TestSelfEmployedFormDto, 'back to the stand-in page')
  decline(
    @Param('connectionId') id: string,
    @Body() form: TestSelfEmployedFormDto,
    @Res() res: Response,
  ): Promise<void> {
    return this.decide(id, form.token, 'canceled', res);
  }

  private backUrl(): string {
    return `${this.config.appUrl}/payouts`;
  }

  private async decide(
    id: string,
    token: string,
    decision: TestSelfEmployedDecision,
    res: Response,
  ): Promise<void> {
    const object = await this.require(id);
    checkFormToken(token, object.formToken);
    await this.provider.decide(id, decision);
    leaveStandIn(res, this.backUrl());
  }

  private async require(id: string): Promise<TestPayoutObject> {
    const object = await this.provider.findSelfEmployed(id);
    if (object === null) throw new PayoutsException(PayoutsErrorCode.NotFound, 'test connection');
    return object;
  }
}
