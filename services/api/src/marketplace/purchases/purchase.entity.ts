import type { PurchaseStatus } from '@tutor/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';
import { ForeignKey } from '../../database/foreign-key.decorator';
import { Task } from '../../tasks/task.entity';
import { User } from '../../users/user.entity';
import { MaterialVersion } from '../material-version.entity';
import { Material } from '../material.entity';

/** One person's purchase (or free taking) of a material; one row per material and buyer. */
@Entity({ name: 'purchases' })
@Unique('UQ_purchases_material_buyer', ['materialId', 'buyerId'])
@Index('IDX_purchases_buyer', ['buyerId', 'createdAt'])
@Index('IDX_purchases_uncopied', ['status', 'copiedAt'])
export class PurchaseRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'material_id', type: 'integer' })
  materialId!: number;

  @Column({ name: 'buyer_id', type: 'integer' })
  buyerId!: number;

  /** The version current at purchase; the copy holds it (or a later one the buyer took). */
  @Column({ name: 'version_id', type: 'integer' })
  versionId!: number;

  /** The buyer's copy in their tasks; null before it is granted or once they deleted it. */
  @Column({ name: 'task_id', type: 'integer', nullable: true })
  taskId!: number | null;

  @Column({ type: 'varchar', length: 16 })
  status!: PurchaseStatus;

  /** Rubles asked by the attempt in flight, then what the granting payment took (0: free). */
  @Column({ type: 'integer' })
  price!: number;

  /** The payment of the attempt in flight, then the one that granted it; null for free ones. */
  @Column({ name: 'payment_id', type: 'integer', nullable: true })
  paymentId!: number | null;

  /**
   * The idempotence key of the payment attempt in flight (while pending): every purchase
   * request meanwhile answers that attempt's page rather than starting another.
   */
  @Column({ name: 'attempt_key', type: 'varchar', length: 64, nullable: true })
  attemptKey!: string | null;

  /** The buyer's language when they last started paying (mail about the purchase). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  locale!: string | null;

  /** When the buyer first opened their copy (a refund is then refused). */
  @EpochMsColumn('opened_at', { nullable: true })
  openedAt!: number | null;

  /** Until when newer versions are offered (MARKETPLACE_UPDATES_DAYS after granting). */
  @EpochMsColumn('updates_until', { nullable: true })
  updatesUntil!: number | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('granted_at', { nullable: true })
  grantedAt!: number | null;

  /** When the buyer's copy was made (null while a granted purchase still waits for it). */
  @EpochMsColumn('copied_at', { nullable: true })
  copiedAt!: number | null;

  /** When the buyer asked for the refund: set before the provider is asked (see PurchaseRefunds). */
  @EpochMsColumn('refund_requested_at', { nullable: true })
  refundRequestedAt!: number | null;

  @EpochMsColumn('refunded_at', { nullable: true })
  refundedAt!: number | null;

  @ForeignKey(() => Material, 'material_id', 'FK_purchases_material_id')
  material?: Material;

  @ForeignKey(() => User, 'buyer_id', 'FK_purchases_buyer_id')
  buyer?: User;

  @ForeignKey(() => MaterialVersion, 'version_id', 'FK_purchases_version_id')
  version?: MaterialVersion;

  @ForeignKey(() => Task, 'task_id', 'FK_purchases_task_id', 'SET NULL')
  task?: Task;
}
