import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Payout, RegisterPayout } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { toCsv, rublesText } from './csv';
import { PayoutRecord } from './payout.entity';
import { payoutOf } from './payout-view';
import { PayoutsErrorCode, PayoutsException } from './payouts.errors';

const HEADERS: Readonly<Record<Locale, readonly string[]>> = {
  ru: ['Заявка', 'Получатель', 'ИНН', 'БИК', 'Счёт', 'Сумма', 'Назначение платежа', 'Статус'],
  en: ['Request', 'Payee', 'INN', 'BIC', 'Account', 'Amount', 'Purpose', 'Status'],
};

/**
 * Sole proprietors are paid by bank transfer: the operator downloads a month's register
 * (payee, INN, BIC, account, amount, purpose), uploads it to the bank, and marks each
 * payout paid once the bank confirms it.
 */
@Injectable()
export class BankRegisterService {
  constructor(
    @InjectRepository(PayoutRecord) private readonly payouts: Repository<PayoutRecord>,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** The month's bank-register payouts, as the operator's page lists them. */
  async list(month: string): Promise<RegisterPayout[]> {
    const rows = await this.ofMonth(month);
    return rows.map((payout) => ({
      id: payout.id,
      payee_name: payout.payeeName,
      payee_inn: payout.payeeInn,
      payee_bic: payout.payeeBic,
      payee_account: payout.payeeAccount,
      amount_kopecks: payout.amountKopecks,
      status: payout.status,
      requested_at: payout.requestedAt,
      paid_at: payout.paidAt,
    }));
  }

  async csv(month: string, locale: Locale): Promise<string> {
    const rows = await this.ofMonth(month);
    return toCsv([
      HEADERS[locale],
      ...rows.map((payout) => [
        payout.id,
        payout.payeeName,
        payout.payeeInn,
        payout.payeeBic,
        payout.payeeAccount,
        rublesText(payout.amountKopecks),
        translate('payouts.register.purpose', 'ru', { id: payout.id }),
        payout.status,
      ]),
    ]);
  }

  private ofMonth(month: string): Promise<PayoutRecord[]> {
    return this.payouts.find({
      where: { method: 'bank_register', runMonth: month },
      order: { id: 'ASC' },
    });
  }

  /** A bank-register payout being processed, now paid (the bank confirmed it). */
  async markPaid(id: number): Promise<Payout> {
    const now = this.clock.now();
    const result = await this.payouts.update(
      { id, method: 'bank_register', status: 'processing' },
      { status: 'paid', paidAt: now, updatedAt: now },
    );
    const payout = await this.payouts.findOneBy({ id });
    if (payout === null) throw new PayoutsException(PayoutsErrorCode.NotFound);
    if ((result.affected ?? 0) === 0 && payout.status !== 'paid') {
      throw new PayoutsException(PayoutsErrorCode.NotPayable);
    }
    if (payout.method !== 'bank_register') throw new PayoutsException(PayoutsErrorCode.NotPayable);
    return payoutOf(payout, this.config.payouts.runDay);
  }
}
