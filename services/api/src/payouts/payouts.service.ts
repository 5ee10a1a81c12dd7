import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  PAYOUT_SALES_PER_PAGE,
  PayoutRequisitesType,
  type Payout,
  type PayoutBalance,
  type PayoutBlocker,
  type PayoutSalesPage,
} from '@tutor/contracts';
import { In, type EntityManager, type Repository } from 'typeorm';
import { RecordAccess } from '../access/record-access.service';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions.service';
import { LedgerEntry, LedgerKind } from '../ledger/ledger-entry.entity';
import type { User } from '../users/user.entity';
import { AuthorLedger } from './ledger/author-ledger.service';
import { PayoutRecord } from './payout.entity';
import './payout.ownership';
import { payoutOf } from './payout-view';
import { PayoutsErrorCode, PayoutsException } from './payouts.errors';
import { requireVerifiedAuthor } from './verified-author';
import { PayoutRequisitesRecord } from './requisites/payout-requisites.entity';

const BLOCKER_CODES: Readonly<Record<PayoutBlocker, PayoutsErrorCode>> = {
  no_requisites: PayoutsErrorCode.NoRequisites,
  not_connected: PayoutsErrorCode.NotConnected,
  below_minimum: PayoutsErrorCode.BelowMinimum,
  pending_request: PayoutsErrorCode.PendingRequest,
};

/**
 * The author's side of payouts: the sales history and balance read from the ledger, and
 * payout requests. A request reserves the whole available balance by writing a `payout`
 * ledger line in the same transaction as the payout row; the monthly run pays it.
 */
@Injectable()
export class PayoutsService {
  constructor(
    @InjectRepository(PayoutRecord) private readonly payouts: Repository<PayoutRecord>,
    private readonly ledger: AuthorLedger,
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly access: RecordAccess,
  ) {}

  async sales(author: User, page = 1, perPage = PAYOUT_SALES_PER_PAGE): Promise<PayoutSalesPage> {
    const [items, total] = await Promise.all([
      this.ledger.sales(author.id, this.clock.now(), perPage, (page - 1) * perPage),
      this.ledger.salesCount(author.id),
    ]);
    return { items, total, page, per_page: perPage };
  }

  async balance(author: User): Promise<PayoutBalance> {
    return this.balanceWith(this.payouts.manager, author.id);
  }

  list(author: User): Promise<Payout[]> {
    return this.payouts
      .find({ where: { authorId: author.id }, order: { requestedAt: 'DESC', id: 'DESC' } })
      .then((records) => records.map((record) => payoutOf(record, this.config.payouts.runDay)));
  }

  /** Reserves the available balance for the next payout run. */
  request(author: User): Promise<Payout> {
    requireVerifiedAuthor(author);
    return this.transactions.run(async (manager) => {
      const now = this.clock.now();
      // Takes the author's row lock (PostgreSQL) so two requests at once go one by one.
      await manager
        .createQueryBuilder()
        .update(PayoutRequisitesRecord)
        .set({ updatedAt: () => 'updated_at' })
        .where('user_id = :id', { id: author.id })
        .execute();
      const balance = await this.balanceWith(manager, author.id);
      if (balance.blocker !== null) throw new PayoutsException(BLOCKER_CODES[balance.blocker]);
      const requisites = await manager.findOneByOrFail(PayoutRequisitesRecord, {
        userId: author.id,
      });
      const selfEmployed = requisites.type === PayoutRequisitesType.SelfEmployed;
      const record = await manager.save(
        manager.create(PayoutRecord, {
          authorId: author.id,
          amountKopecks: balance.available_kopecks,
          method: selfEmployed ? 'provider' : 'bank_register',
          status: 'requested',
          idempotenceKey: randomUUID(),
          providerPayoutId: null,
          payeeType: requisites.type,
          payeeName: requisites.name,
          payeeInn: requisites.inn,
          payeeBic: requisites.bic,
          payeeAccount: requisites.account,
          payeeWallet: requisites.wallet,
          selfEmployedId: selfEmployed ? requisites.selfEmployedId : null,
          runMonth: null,
          failure: null,
          requestedAt: now,
          paidAt: null,
          updatedAt: now,
        }),
      );
      await manager.insert(LedgerEntry, {
        paymentId: null,
        orderType: 'payout',
        orderId: record.id,
        kind: LedgerKind.Payout,
        authorId: author.id,
        amountKopecks: -record.amountKopecks,
        availableAt: null,
        createdAt: now,
      });
      return payoutOf(record, this.config.payouts.runDay);
    });
  }

  /**
   * Takes back a request the monthly run has not taken yet: its amount returns to the
   * balance by a `payout_return` line. The status claim (requested → canceled) is the
   * lock: of a double click, a second tab or the run at the same moment, one wins. Asking
   * again for a request already cancelled answers it as it is.
   */
  cancel(author: User, id: number): Promise<Payout> {
    return this.transactions.run(async (manager) => {
      const payout = await this.access.require(author.id, 'payout', id, manager);
      const now = this.clock.now();
      const claimed = await manager.update(
        PayoutRecord,
        { id, authorId: author.id, status: 'requested' },
        { status: 'canceled', updatedAt: now },
      );
      if ((claimed.affected ?? 0) === 0) {
        const current = await manager.findOneByOrFail(PayoutRecord, { id });
        if (current.status === 'canceled' && current.runMonth === null) {
          return payoutOf(current, this.config.payouts.runDay);
        }
        throw new PayoutsException(PayoutsErrorCode.NotCancelable, `payout ${id}`);
      }
      await manager.insert(LedgerEntry, {
        paymentId: null,
        orderType: 'payout',
        orderId: id,
        kind: LedgerKind.PayoutReturn,
        authorId: author.id,
        amountKopecks: payout.amountKopecks,
        availableAt: null,
        createdAt: now,
      });
      return payoutOf(
        { ...payout, status: 'canceled', updatedAt: now },
        this.config.payouts.runDay,
      );
    });
  }

  private async balanceWith(manager: EntityManager, authorId: number): Promise<PayoutBalance> {
    const now = this.clock.now();
    const [totals, requisites, open, paid] = await Promise.all([
      this.ledger.totals(authorId, now, manager),
      manager.findOneBy(PayoutRequisitesRecord, { userId: authorId }),
      manager.find(PayoutRecord, {
        where: { authorId, status: In(['requested', 'processing']) },
      }),
      manager.sum(PayoutRecord, 'amountKopecks', { authorId, status: 'paid' }),
    ]);
    const minKopecks = this.config.payouts.minRub * 100;
    const blocker: PayoutBlocker | null =
      requisites === null
        ? 'no_requisites'
        : requisites.type === PayoutRequisitesType.SelfEmployed &&
            requisites.selfEmployedStatus !== 'confirmed'
          ? 'not_connected'
          : open.some((payout) => payout.status === 'requested')
            ? 'pending_request'
            : totals.available < minKopecks
              ? 'below_minimum'
              : null;
    return {
      on_hold_kopecks: totals.held,
      available_kopecks: totals.available,
      in_payout_kopecks: open.reduce((sum, payout) => sum + payout.amountKopecks, 0),
      paid_out_kopecks: Number(paid ?? 0),
      min_payout_kopecks: minKopecks,
      blocker,
    };
  }
}
