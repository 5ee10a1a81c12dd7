import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { MailOutboxMessage, MailOutboxStatus } from './mail-outbox.entity';
import { MailOutboxSender } from './mail-outbox.sender';
import { SerialSweep } from '../scheduling/serial-sweep';

/** Messages per sweep; a backlog drains over the next sweeps. */
const SWEEP_BATCH = 100;

/**
 * Delivers what the outbox holds and no request delivered: messages due for a retry, and
 * messages whose sender died mid-attempt (lease ran out). Each is claimed by the sender, so
 * sweeps of several processes may overlap safely.
 */
@Injectable()
export class MailOutboxSweeper extends SerialSweep {
  constructor(
    @InjectRepository(MailOutboxMessage) private readonly rows: Repository<MailOutboxMessage>,
    private readonly sender: MailOutboxSender,
    private readonly clock: Clock,
  ) {
    super();
  }

  protected async sweep(): Promise<void> {
    const now = this.clock.now();
    const due = await this.rows.find({
      select: { id: true },
      where: [
        { status: MailOutboxStatus.Pending, nextAttemptAt: LessThanOrEqual(now) },
        { status: MailOutboxStatus.Sending, leaseUntil: LessThan(now) },
      ],
      order: { nextAttemptAt: 'ASC' },
      take: SWEEP_BATCH,
    });
    for (const { id } of due) {
      if (this.isStopped) return;
      await this.sender.attempt(id);
    }
  }
}
