import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PurchaseStatus } from '@tutor/contracts';
import { IsNull, type Repository } from 'typeorm';
import { ScheduledJobs } from '../../scheduling/scheduled-jobs.service';
import { ScheduledSweep } from '../../scheduling/scheduled-sweep';
import { PurchaseExtraCharges } from './purchase-extra-charges.service';
import { PurchaseGrants } from './purchase-grants.service';
import { PurchaseRecord } from './purchase.entity';

/** The job's name among the scheduled jobs (its lease row). */
export const PURCHASES_SWEEP_JOB = 'marketplace.purchases';
export const PURCHASES_SWEEP_INTERVAL_MS = 30_000;
/** Purchases and charges per run, the oldest first; more wait for the next runs. */
const BATCH = 50;

/**
 * Every PURCHASES_SWEEP_INTERVAL_MS, on one instance at a time: finishes what a settled
 * payment left to do after its COMMIT when the instance stopped before it (or it failed):
 * the copies of granted purchases that have none, and the refunds and mails of extra
 * charges.
 */
@Injectable()
export class PurchaseSweep extends ScheduledSweep {
  constructor(
    @InjectRepository(PurchaseRecord) private readonly purchases: Repository<PurchaseRecord>,
    private readonly grants: PurchaseGrants,
    private readonly extraCharges: PurchaseExtraCharges,
    scheduled: ScheduledJobs,
  ) {
    super(scheduled, {
      name: PURCHASES_SWEEP_JOB,
      intervalMs: PURCHASES_SWEEP_INTERVAL_MS,
      atStart: true,
    });
  }

  protected async sweep(): Promise<void> {
    const uncopied = await this.purchases.find({
      where: { status: PurchaseStatus.Granted, copiedAt: IsNull() },
      order: { grantedAt: 'ASC', id: 'ASC' },
      take: BATCH,
    });
    for (const purchase of uncopied) {
      if (this.isStopped) return;
      try {
        await this.grants.ensureCopy(purchase.id);
      } catch (error) {
        this.logger.warn({ err: error, purchaseId: purchase.id }, 'Could not make a copy');
      }
    }
    for (const charge of await this.extraCharges.open(BATCH)) {
      if (this.isStopped) return;
      await this.extraCharges.settle(charge.paymentId);
    }
  }
}
