import type { PayoutRequisitesType, SelfEmployedStatus } from '@tutor/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../../database/epoch-ms-column';
import { ForeignKey } from '../../database/foreign-key.decorator';
import { User } from '../../users/user.entity';

/**
 * An author's payout requisites (one row per author) and, for the self-employed, their
 * connection with the payouts provider («Мой налог» permission).
 */
@Entity({ name: 'payout_requisites' })
export class PayoutRequisitesRecord {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'integer' })
  type!: PayoutRequisitesType;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 12 })
  inn!: string;

  @Column({ type: 'varchar', length: 9 })
  bic!: string;

  @Column({ type: 'varchar', length: 20 })
  account!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  wallet!: string | null;

  /** The provider's self-employed object (made for `selfEmployedInn`). */
  @Column({ name: 'self_employed_id', type: 'varchar', length: 64, nullable: true })
  selfEmployedId!: string | null;

  @Column({ name: 'self_employed_inn', type: 'varchar', length: 12, nullable: true })
  selfEmployedInn!: string | null;

  @Column({ name: 'self_employed_status', type: 'varchar', length: 16, nullable: true })
  selfEmployedStatus!: Exclude<SelfEmployedStatus, 'none'> | null;

  @Column({ name: 'self_employed_confirmation_url', type: 'text', nullable: true })
  selfEmployedConfirmationUrl!: string | null;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => User, 'user_id', 'FK_payout_requisites_user_id')
  user?: User;
}
