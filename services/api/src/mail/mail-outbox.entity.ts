import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';

/** Where a message is on its way out. */
export enum MailOutboxStatus {
  /** Waiting for its next attempt (next_attempt_at). */
  Pending = 'pending',
  /** Claimed by one sender until lease_until; a lease that ran out is taken over. */
  Sending = 'sending',
  Sent = 'sent',
  /** Its attempts are spent (MAIL_MAX_ATTEMPTS); last_error says why. */
  Failed = 'failed',
}

/**
 * A mail the platform sends: stored in the request that asks for it, delivered by the
 * outbox sender with retries. This row is the truth about the message.
 */
@Entity({ name: 'mail_outbox' })
@Index('IDX_mail_outbox_due', ['status', 'nextAttemptAt'])
export class MailOutboxMessage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'from_address', type: 'varchar', length: 320 })
  from!: string;

  @Column({ name: 'to_address', type: 'varchar', length: 320 })
  to!: string;

  @Column({ type: 'text' })
  subject!: string;

  /** Emptied once sent: the text may hold a secret link. */
  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  /** Where a mail client's own unsubscribe button leads (List-Unsubscribe), if anywhere. */
  @Column({ name: 'list_unsubscribe', type: 'text', nullable: true })
  listUnsubscribe!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: MailOutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @EpochMsColumn('next_attempt_at')
  nextAttemptAt!: number;

  @EpochMsColumn('lease_until', { nullable: true })
  leaseUntil!: number | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('sent_at', { nullable: true })
  sentAt!: number | null;
}
