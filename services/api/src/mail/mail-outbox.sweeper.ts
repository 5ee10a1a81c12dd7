import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { MailOutboxMessage, MailOutboxStatus } from './mail-outbox.entity';
import { MailOutboxSender } from './mail-outbox.sender';

/** Messages per sweep; a backlog drains over the next sweeps. */
const SWEEP_BATCH = 100;

/**
 * Delivers what the outbox holds and no request delivered: messages due for a retry, and
 * messages whose sender died mid-attempt (lease ran out). Each is claimed by the sender, so
 * sweeps of several processes may overlap safely.
 */
@Injectable()
export class MailOutboxSweeper {
  private readonly logger = new Logger(MailOutboxSweeper.name);
  private last: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    @InjectRepository(MailOutboxMessage) private readonly rows: Repository<MailOutboxMessage>,
    private readonly sender: MailOutboxSender,
    private readonly clock: Clock,
  ) {}

  /** One sweep, after any sweep in progress; never rejects. */
  sweepOnce(): Promise<void> {
    if (this.stopped) return this.last;
    this.last = this.last.then(() =>
      this.sweep().catch((error: unknown) =>
        this.logger.error({ err: error }, 'Mail outbox sweep failed'),
      ),
    );
    return this.last;
  }

  /** No more sweeps; resolves when the one in progress has ended. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.last;
  }

  private async sweep(): Promise<void> {
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
      if (this.stopped) return;
      await this.sender.attempt(id);
    }
  }
}
