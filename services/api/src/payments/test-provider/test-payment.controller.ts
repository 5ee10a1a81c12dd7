import { Body, Controller, Logger, Param, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/access/public.decorator';
import type { Locale } from '../../i18n/locale';
import { RequestLocale } from '../../i18n/locale.decorator';
import { TestPaymentFormDto } from '../dto/test-payment-form.dto';
import { PaymentSettlement } from '../payment-settlement.service';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors';
import {
  StandInFormRoute,
  StandInPageRoute,
  checkFormToken,
  leaveStandIn,
  sendStandInPage,
} from './stand-in-page';
import type { TestPayment } from './test-payment.entity';
import { renderTestPaymentPage } from './test-payment.page';
import { TestPaymentGuard } from './test-payment.guard';
import { TestPaymentProvider, type TestPaymentDecision } from './test-payment.provider';

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

  @StandInPageRoute(':paymentId', 'the test payment page')
  async page(
    @Param('paymentId') id: string,
    @RequestLocale() locale: Locale,
    @Res() res: Response,
  ): Promise<void> {
    sendStandInPage(res, renderTestPaymentPage(await this.require(id), locale));
  }

  @StandInFormRoute(':paymentId/pay', TestPaymentFormDto, 'to the return URL')
  pay(
    @Param('paymentId') id: string,
    @Body() form: TestPaymentFormDto,
    @Res() res: Response,
  ): Promise<void> {
    return this.decide(id, form.token, 'succeeded', res);
  }

  @StandInFormRoute(':paymentId/cancel', TestPaymentFormDto, 'to the return URL')
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
    checkFormToken(token, payment.formToken);
    await this.provider.decide(id, decision);
    try {
      await this.settlement.settleByProviderId('test', id);
    } catch (error) {
      // the buyer goes back all the same: refresh or the reconcile job settles it later
      this.logger.warn({ err: error, testPaymentId: id }, 'Could not settle a test payment');
    }
    leaveStandIn(res, payment.returnUrl);
  }

  private async require(id: string): Promise<TestPayment> {
    const payment = await this.provider.find(id);
    if (payment === null) throw new PaymentsException(PaymentsErrorCode.NotFound, 'test payment');
    return payment;
  }
}
