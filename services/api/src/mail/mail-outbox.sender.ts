import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { MailOutboxMessage, MailOutboxStatus } from './mail-outbox.entity';
import { MailTransport } from './mail-transport';

/**
 * How long one attempt may hold a message: past the SMTP transport's connection, greeting
 * and socket timeouts together, so a live attempt is never taken over.
 */
const LEASE_MS = 120_000;
/** The longest wait between two attempts, however many failed. */
const MAX_BACKOFF_MS = 3_600_000;
const LAST_ERROR_MAX = 1000;

/** A message as MailService stores it. */
export type OutgoingMail = Pick<
  MailOutboxMessage,
  'from' | 'to' | 'subject' | 'text' | 'html' | 'listUnsubscribe'
>;

/**
 * Stores mail in the outbox and delivers it through MailTransport. An attempt first claims
 * the row with one conditional UPDATE (a due pending row, or a sending row whose lease ran
 * out), so of two processes only one sends it; a failure leaves the row pending again with
 * an exponential backoff, or failed once MAIL_MAX_ATTEMPTS are spent.
 */
@Injectable()
export class MailOutboxSender {
  private readonly logger = new Logger(MailOutboxSender.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @InjectRepository(MailOutboxMessage) private readonly rows: Repository<MailOutboxMessage>,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Stores a message, due now; answers its id. */
  async store(mail: OutgoingMail): Promise<number> {
    const now = this.clock.now();
    const result = await this.rows.insert({
      ...mail,
      status: MailOutboxStatus.Pending,
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: null,
      lastError: null,
      createdAt: now,
      sentAt: null,
    });
    return Number((result.identifiers[0] as { id: number | string }).id);
  }

  /** One attempt at the message, if it is due and nobody holds it; never rejects. */
  attempt(id: number): Promise<void> {
    const run = this.run(id).catch((error: unknown) =>
      // the row is pending, or sending under our lease: a later sweep takes it again
      this.logger.error({ err: error, mailId: id }, 'Mail outbox attempt failed'),
    );
    this.inFlight.add(run);
    return run.finally(() => this.inFlight.delete(run));
  }

  /** Resolves when the attempts in progress have ended (at shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(id: number): Promise<void> {
    const message = await this.claim(id);
    if (message === undefined) return;
    try {
      await this.transport.deliver({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.listUnsubscribe === null
          ? {}
          : { list: { unsubscribe: message.listUnsubscribe } }),
        // quoted-printable even for Cyrillic text, so links stay readable in the raw source
        textEncoding: 'quoted-printable',
      });
    } catch (error) {
      await this.failed(message, error);
      return;
    }
    await this.settle(message, {
      status: MailOutboxStatus.Sent,
      sentAt: this.clock.now(),
      text: '',
      html: '',
      listUnsubscribe: null,
      lastError: null,
    });
  }

  private async claim(id: number): Promise<MailOutboxMessage | undefined> {
    const now = this.clock.now();
    const leaseUntil = now + LEASE_MS;
    const result = await this.rows
      .createQueryBuilder()
      .update(MailOutboxMessage)
      .set({ status: MailOutboxStatus.Sending, leaseUntil, attempts: () => 'attempts + 1' })
      .where('id = :id', { id })
      .andWhere(
        new Brackets((qb) =>
          qb
            .where('(status = :pending AND next_attempt_at <= :now)', {
              pending: MailOutboxStatus.Pending,
              now,
            })
            .orWhere('(status = :sending AND lease_until < :now)', {
              sending: MailOutboxStatus.Sending,
            }),
        ),
      )
      .execute();
    if (result.affected !== 1) return undefined;
    const message = await this.rows.findOneBy({ id });
    if (message?.status !== MailOutboxStatus.Sending || message.leaseUntil !== leaseUntil)
      return undefined;
    return message;
  }

  private async failed(message: MailOutboxMessage, error: unknown): Promise<void> {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(
      0,
      LAST_ERROR_MAX,
    );
    const { maxAttempts, retryBaseMs } = this.config.mailOutbox;
    const spent = message.attempts >= maxAttempts;
    this.logger.warn(
      { err: error, mailId: message.id, attempts: message.attempts },
      spent ? 'Mail not delivered; no attempts left' : 'Mail not delivered yet; will retry',
    );
    if (spent) {
      await this.settle(message, { status: MailOutboxStatus.Failed, lastError });
      return;
    }
    const backoffMs = Math.min(retryBaseMs * 2 ** (message.attempts - 1), MAX_BACKOFF_MS);
    await this.settle(message, {
      status: MailOutboxStatus.Pending,
      nextAttemptAt: this.clock.now() + backoffMs,
      lastError,
    });
  }

  /** Ends the attempt, if the row is still ours (else whoever took it over settles it). */
  private async settle(
    message: MailOutboxMessage,
    changes: Partial<MailOutboxMessage>,
  ): Promise<void> {
    const result = await this.rows
      .createQueryBuilder()
      .update(MailOutboxMessage)
      .set({ ...changes, leaseUntil: null })
      .where('id = :id AND status = :sending AND lease_until = :leaseUntil', {
        id: message.id,
        sending: MailOutboxStatus.Sending,
        leaseUntil: message.leaseUntil,
      })
      .execute();
    if (result.affected !== 1)
      this.logger.warn({ mailId: message.id }, 'Mail outbox lease lost before the attempt ended');
  }
}
