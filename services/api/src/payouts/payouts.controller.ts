import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import type { Payout, PayoutBalance, PayoutSalesPage, PayoutSettings } from '@tutor/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { Clock } from '../common/clock/clock.service';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer, ApiRefusals } from '../common/openapi/api-answer.decorator';
import { arrayOf } from '../common/openapi/json-schema';
import {
  CsvSchema,
  PayoutBalanceSchema,
  PayoutSalesPageSchema,
  PayoutSchema,
  PayoutSettingsSchema,
} from '../common/openapi/schemas/payouts.schema';
import { contentDisposition } from '../files/file-names';
import type { Locale } from '../i18n/locale';
import { RequestLocale } from '../i18n/locale.decorator';
import type { User } from '../users/user.entity';
import { monthOf } from './payout-view';
import { PayoutMonthQueryDto, PayoutSalesQueryDto } from './dto/payout-queries.dto';
import { PayoutRequisitesDto } from './dto/payout-requisites.dto';
import { PayoutsService } from './payouts.service';
import { PayoutRequisitesService } from './requisites/payout-requisites.service';
import { StatementService } from './statement.service';

/** An author's payouts: requisites, the self-employed connection, sales, balance, requests. */
@Controller('api/payouts')
@TeacherOnly()
export class PayoutsController {
  constructor(
    private readonly requisites: PayoutRequisitesService,
    private readonly payouts: PayoutsService,
    private readonly statements: StatementService,
    private readonly clock: Clock,
  ) {}

  @Get('requisites')
  @ApiAnswer(PayoutSettingsSchema)
  getRequisites(@CurrentUser() author: User): Promise<PayoutSettings> {
    return this.requisites.get(author);
  }

  @Put('requisites')
  @ApiAnswer(PayoutSettingsSchema)
  putRequisites(
    @CurrentUser() author: User,
    @Body() body: PayoutRequisitesDto,
  ): Promise<PayoutSettings> {
    return this.requisites.save(author, body);
  }

  /** Asks «Мой налог» (through the provider) for the platform's permission. */
  @Post('self-employed')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(PayoutSettingsSchema)
  @ApiRefusals({ 409: 'no requisites, or not self-employed', 502: 'provider error' })
  connectSelfEmployed(@CurrentUser() author: User): Promise<PayoutSettings> {
    return this.requisites.connect(author);
  }

  /** Asks the provider for the connection's status now. */
  @Post('self-employed/check')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(PayoutSettingsSchema)
  @ApiRefusals({ 409: 'no requisites, or not self-employed', 502: 'provider error' })
  checkSelfEmployed(@CurrentUser() author: User): Promise<PayoutSettings> {
    return this.requisites.check(author);
  }

  @Get('sales')
  @ApiAnswer(PayoutSalesPageSchema)
  sales(
    @CurrentUser() author: User,
    @Query() query: PayoutSalesQueryDto,
  ): Promise<PayoutSalesPage> {
    return this.payouts.sales(author, query.page, query.per_page);
  }

  @Get('balance')
  @ApiAnswer(PayoutBalanceSchema)
  balance(@CurrentUser() author: User): Promise<PayoutBalance> {
    return this.payouts.balance(author);
  }

  @Get('requests')
  @ApiAnswer(arrayOf(PayoutSchema))
  list(@CurrentUser() author: User): Promise<Payout[]> {
    return this.payouts.list(author);
  }

  /** Reserves the whole available balance for the next monthly payout run. */
  @Post('requests')
  @ApiAnswer(PayoutSchema)
  @ApiRefusals({ 409: 'no requisites, not connected, below the minimum, or a request pending' })
  request(@CurrentUser() author: User): Promise<Payout> {
    return this.payouts.request(author);
  }

  /** Takes back a request the monthly run has not taken yet; the amount is available again. */
  @Post('requests/:payoutId/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(PayoutSchema)
  @ApiRefusals({ 409: 'the monthly payout run has taken the request already' })
  cancel(@CurrentUser() author: User, @RouteId('payoutId') id: number): Promise<Payout> {
    return this.payouts.cancel(author, id);
  }

  /** The month's statement of the author's ledger lines, as CSV. */
  @Get('statement')
  @ApiAnswer(CsvSchema, 'text/csv')
  async statement(
    @CurrentUser() author: User,
    @Query() query: PayoutMonthQueryDto,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const month = query.month ?? monthOf(this.clock.now());
    const csv = await this.statements.csv(author, month, locale);
    res
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', contentDisposition('attachment', `statement-${month}.csv`))
      .setHeader('Cache-Control', 'no-store');
    return csv;
  }
}
