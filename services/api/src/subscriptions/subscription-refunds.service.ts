import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { PaymentsService } from '../payments/payments.service';
import { SubscriptionCharge } from './subscription-charge.entity';
import { SubscriptionMails } from './subscription-mails.service';
import { Subscription } from './subscription.entity';

/** Charges per run; more wait for the next run. */
const BATCH = 50;

/**
 * Gives back what a charge paid when it bought nothing (`refund_due`: a second payment at
 * the referral price): the refund through the provider (its idempotence key is the
 * payment's, so a run repeated anywhere refunds once), then `refunded` and one mail to the
 * teacher. Run by the renewal job, so a refund the provider could not take now is tried
 * again in the next run.
 */
@Injectable()
export class SubscriptionRefunds {
  private readonly logger = new Logger(SubscriptionRefunds.name);

  constructor(
    @InjectRepository(SubscriptionCharge) private readonly charges: Repository<SubscriptionCharge>,
    @InjectRepository(Subscription) private readonly rows: Repository<Subscription>,
    private readonly payments: PaymentsService,
    private readonly mails: SubscriptionMails,
    private readonly clock: Clock,
  ) {}

  async refundDue(isStopped: () => boolean): Promise<void> {
    const due = await this.charges.find({
      where: { status: 'refund_due' },
      order: { id: 'ASC' },
      take: BATCH,
    });
    for (const charge of due) {
      if (isStopped()) return;
      await this.refund(charge).catch((error: unknown) =>
        this.logger.warn({ err: error, chargeId: charge.id }, 'Could not refund a charge'),
      );
    }
  }

  private async refund(charge: SubscriptionCharge): Promise<void> {
    if (charge.paymentId === null) throw new Error('A charge to refund without its payment');
    await this.payments.refund(charge.paymentId);
    const done = await this.charges.update(
      { id: charge.id, status: 'refund_due' },
      { status: 'refunded', settledAt: this.clock.now() },
    );
    if (done.affected !== 1) return;
    const row = await this.rows.findOneByOrFail({ id: charge.subscriptionId });
    await this.mails.send(row, 'refunded', charge.settledAt ?? this.clock.now(), charge.amountRub);
  }
}
