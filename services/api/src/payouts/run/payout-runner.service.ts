import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AppConfig } from '../../config/app-config';
import { insertOrIgnore } from '../../database/insert-or-ignore';
import { Transactions } from '../../database/transactions.service';
import { LedgerEntry, LedgerKind } from '../../ledger/ledger-entry.entity';
import { translate } from '../../i18n/messages';
import { ScheduledJobs } from '../../scheduling/scheduled-jobs.service';
import { PayoutRecord } from '../payout.entity';
import { monthOf } from '../payout-view';
import { PayoutProvider, type ProviderPayout } from '../provider/payout-provider';
import { PayoutRun } from './payout-run.entity';

export const PAYOUT_RUN_JOB = 'payouts.run';

/**
 * The monthly payout run and the provider's status polling, as one scheduled job (once
 * across instances). From PAYOUT_RUN_DAY of a month the first tick claims the month's row
 * of `payout_runs` (one instance gets it) and moves the requests made so far to
 * `processing`. Every tick then sends the self-employed payouts to the provider with each
 * payout's own Idempotence-Key (a retry after a failure pays nothing twice) and asks about
 * those still pending: succeeded → paid, canceled → the amount goes back to the author's
 * balance by a `payout_return` ledger line. Sole proprietors' payouts wait in the bank
 * register until the operator marks them paid.
 */
@Injectable()
export class PayoutRunner implements OnModuleInit {
  private readonly logger = new Logger(PayoutRunner.name);

  constructor(
    @InjectRepository(PayoutRecord) private readonly payouts: Repository<PayoutRecord>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PayoutProvider,
    private readonly transactions: Transactions,
    private readonly jobs: ScheduledJobs,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: PAYOUT_RUN_JOB,
      intervalMs: this.config.payouts.sweepIntervalMs,
      run: () => this.tick(),
    });
  }

  async tick(): Promise<void> {
    await this.startMonthIfDue();
    await this.advanceProviderPayouts();
  }

  /** Claims this month's run if it is due and nobody has; answers whether this call did. */
  async startMonthIfDue(): Promise<boolean> {
    const now = this.clock.now();
    if (new Date(now).getUTCDate() < this.config.payouts.runDay) return false;
    const month = monthOf(now);
    const claimed = await insertOrIgnore(this.dataSource, PayoutRun, {
      month,
      startedAt: now,
      payouts: 0,
    });
    if (!claimed) return false;
    const taken = await this.payouts
      .createQueryBuilder()
      .update()
      .set({ status: 'processing', runMonth: month, updatedAt: now })
      .where('status = :status AND requested_at <= :now', { status: 'requested', now })
      .execute();
    await this.dataSource
      .getRepository(PayoutRun)
      .update({ month }, { payouts: taken.affected ?? 0 });
    this.logger.log({ month, payouts: taken.affected ?? 0 }, 'Payout run started');
    return true;
  }

  /** Sends and polls the provider's payouts being processed. */
  async advanceProviderPayouts(): Promise<void> {
    const due = await this.payouts.find({
      where: { status: 'processing', method: 'provider', selfEmployedId: Not(IsNull()) },
      order: { id: 'ASC' },
    });
    for (const payout of due) {
      try {
        await this.advance(payout);
      } catch (error) {
        // The provider is away or refused: the next tick tries again with the same key.
        this.logger.warn({ err: error, payoutId: payout.id }, 'Could not advance a payout');
      }
    }
  }

  private async advance(payout: PayoutRecord): Promise<void> {
    let answer: ProviderPayout;
    if (payout.providerPayoutId === null) {
      answer = await this.provider.createPayout({
        idempotenceKey: payout.idempotenceKey,
        amountKopecks: payout.amountKopecks,
        description: `Payout ${payout.id}`,
        wallet: payout.payeeWallet ?? '',
        selfEmployedId: payout.selfEmployedId ?? '',
        receiptServiceName: translate('payouts.receipt.service', 'ru'),
        metadata: { payout_id: String(payout.id) },
      });
      await this.payouts.update(
        { id: payout.id, providerPayoutId: IsNull() },
        { providerPayoutId: answer.id, updatedAt: this.clock.now() },
      );
    } else {
      answer = await this.provider.getPayout(payout.providerPayoutId);
    }
    if (answer.status === 'succeeded') await this.markPaid(payout.id);
    if (answer.status === 'canceled') await this.cancel(payout, answer.failure);
  }

  private async markPaid(id: number): Promise<void> {
    const now = this.clock.now();
    await this.payouts.update(
      { id, status: 'processing' },
      { status: 'paid', paidAt: now, updatedAt: now },
    );
  }

  /** Canceled once (the status claim) with its amount back on the balance. */
  private cancel(payout: PayoutRecord, failure: string | null): Promise<void> {
    return this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const claimed = await manager.update(
        PayoutRecord,
        { id: payout.id, status: 'processing' },
        { status: 'canceled', failure, updatedAt: now },
      );
      if ((claimed.affected ?? 0) === 0) return;
      await manager.insert(LedgerEntry, {
        paymentId: null,
        orderType: 'payout',
        orderId: payout.id,
        kind: LedgerKind.PayoutReturn,
        authorId: payout.authorId,
        amountKopecks: payout.amountKopecks,
        availableAt: null,
        createdAt: now,
      });
    });
  }
}
