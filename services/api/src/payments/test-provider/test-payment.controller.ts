import { timingSafeEqual } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Logger,
  Param,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ServerMessage } from '@tutor/contracts';
import type { Response } from 'express';
import { Public } from '../../common/access/public.decorator';
import { ApiAnswer, ApiRequest } from '../../common/openapi/api-answer.decorator';
import type { Locale } from '../../i18n/locale';
import { RequestLocale } from '../../i18n/locale.decorator';
import { CsrfException } from '../../sessions/csrf.exception';
import { SkipCsrf } from '../../sessions/skip-csrf.decorator';
import { TestPaymentFormDto } from '../dto/test-payment-form.dto';
import { PaymentSettlement } from '../payment-settlement';
import { PaymentsErrorCode, PaymentsException } from '../payments.exception';
import type { TestPayment } from './test-payment.entity';
import { renderTestPaymentPage } from './test-payment.page';
import { TestPaymentGuard } from './test-payment.guard';
import { TestPaymentProvider, type TestPaymentDecision } from './test-payment.provider';

/** The page's forms post this (JSON is taken too). */
const FORM = 'application/x-www-form-urlencoded';

const sameToken = (given: string, held: string): boolean =>
  given.length === held.length && timingSafeEqual(Buffer.from(given), Buffer.from(held));

/**
 * The test provider's payment page (its confirmation URL) and its two buttons. Public: the
 * buyer arrives as from a provider's site. The unguessable payment id is the page's key;
 * the buttons post the payment's form token instead of the XSRF header a form cannot send.
 */
@Public()
@UseGuards(TestPaymentGuard)
@Controller('payments/test')
export class TestPaymentController {
  private readonly logger = new Logger(TestPaymentController.name);

  constructor(
    private readonly provider: TestPaymentProvider,
    private readonly settlement: PaymentSettlement,
  ) {}

  @Get(':paymentId')
  @ApiAnswer({ type: 'string', description: 'the test payment page' }, 'text/html')
  async page(
    @Param('paymentId') id: string,
    @RequestLocale() locale: Locale,
    @Res() res: Response,
  ): Promise<void> {
    const page = renderTestPaymentPage(await this.require(id), locale);
    res
      .status(200)
      .setHeader('Content-Security-Policy', page.csp)
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Vary', 'Accept-Language')
      .type('html')
      .send(page.html);
  }

  @Post(':paymentId/pay')
  @SkipCsrf()
  @ApiRequest(TestPaymentFormDto, FORM)
  @HttpCode(HttpStatus.SEE_OTHER)
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'to the return URL' })
  @ApiResponse({ status: 419, description: ServerMessage.CsrfMismatch })
  pay(
    @Param('paymentId') id: string,
    @Body() form: TestPaymentFormDto,
    @Res() res: Response,
  ): Promise<void> {
    return this.decide(id, form.token, 'succeeded', res);
  }

  @Post(':paymentId/cancel')
  @SkipCsrf()
  @ApiRequest(TestPaymentFormDto, FORM)
  @HttpCode(HttpStatus.SEE_OTHER)
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'to the return URL' })
  @ApiResponse({ status: 419, description: ServerMessage.CsrfMismatch })
  cancel(
    @Param('paymentId') id: string,
    @Body() form: TestPaymentFormDto,
    @Res() res: Response,
  ): Promise<void> {
    return this.decide(id, form.token, 'canceled', res);
  }

  /**
   * Records the choice (a payment already decided stays so), settles our payment through
   * the same path as a YooKassa notification, and sends the buyer back.
   */
  private async decide(
    id: string,
    token: string,
    decision: TestPaymentDecision,
    res: Response,
  ): Promise<void> {
    const payment = await this.require(id);
    if (!sameToken(token, payment.formToken)) throw new CsrfException();
    await this.provider.decide(id, decision);
    try {
      await this.settlement.settleByProviderId('test', id);
    } catch (error) {
      // the buyer goes back all the same: refresh or the reconcile job settles it later
      this.logger.warn({ err: error, testPaymentId: id }, 'Could not settle a test payment');
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.SEE_OTHER, payment.returnUrl);
  }

  private async require(id: string): Promise<TestPayment> {
    const payment = await this.provider.find(id);
    if (payment === null) throw new PaymentsException(PaymentsErrorCode.NotFound, 'test payment');
    return payment;
  }
}
