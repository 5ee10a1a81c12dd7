import { Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import type { Payout, RegisterPayout } from '@tutor/contracts';
import type { Response } from 'express';
import { OperatorOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { Clock } from '../common/clock/clock.service';
import { ApiAnswer, ApiRefusals } from '../common/openapi/api-answer.decorator';
import { arrayOf } from '../common/openapi/json-schema';
import {
  CsvSchema,
  PayoutSchema,
  RegisterPayoutSchema,
} from '../common/openapi/schemas/payouts.schema';
import { contentDisposition } from '../files/file-names';
import type { Locale } from '../i18n/locale';
import { RequestLocale } from '../i18n/locale.decorator';
import { BankRegisterService } from './bank-register.service';
import { monthOf } from './payout-view';
import { PayoutMonthQueryDto } from './dto/payout-queries.dto';

/** The operator's part: the month's bank payment register, and marking its payouts paid. */
@Controller('api/payouts/register')
@OperatorOnly()
export class PayoutsOperatorController {
  constructor(
    private readonly register: BankRegisterService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiAnswer(CsvSchema, 'text/csv')
  async download(
    @Query() query: PayoutMonthQueryDto,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const month = query.month ?? monthOf(this.clock.now());
    const csv = await this.register.csv(month, locale);
    res
      .type('text/csv; charset=utf-8')
      .setHeader(
        'Content-Disposition',
        contentDisposition('attachment', `payout-register-${month}.csv`),
      )
      .setHeader('Cache-Control', 'no-store');
    return csv;
  }

  /** The month's bank-register payouts with their statuses, for the operator's page. */
  @Get('payouts')
  @ApiAnswer(arrayOf(RegisterPayoutSchema))
  payouts(@Query() query: PayoutMonthQueryDto): Promise<RegisterPayout[]> {
    return this.register.list(query.month ?? monthOf(this.clock.now()));
  }

  /** The bank confirmed the transfer. */
  @Post(':payoutId/paid')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(PayoutSchema)
  @ApiRefusals({ 409: 'not a bank-register payout being processed' })
  markPaid(@RouteId('payoutId') id: number): Promise<Payout> {
    return this.register.markPaid(id);
  }
}
