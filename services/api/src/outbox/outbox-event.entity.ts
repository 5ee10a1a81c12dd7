import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { jsonColumn } from '../database/json-column.transformer';

/**
 * An event saved in the transaction of the change it tells of: delivered to its bus's
 * listeners after the commit, or by the sweep when the instance died in between.
 */
@Entity({ name: 'outbox_events' })
@Unique('UQ_outbox_events_key', ['key'])
@Index('IDX_outbox_events_pending', ['deliveredAt', 'id'])
export class OutboxEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** The DurableEventBus that delivers it. */
  @Column({ type: 'varchar', length: 32 })
  bus!: string;

  /** Names the happening once (e.g. a payment's receipt): a second record is ignored. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  key!: string | null;

  @Column({ type: 'text', transformer: jsonColumn<{ type: string }>() })
  event!: { type: string };

  /** Deliveries whose listener failed (see Outbox.failed). */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('delivered_at', { nullable: true })
  deliveredAt!: number | null;
}
