import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from './user.entity';

/**
 * A provider account linked to a user: one per provider and user, and one user per
 * provider account. Names are the provider's, refreshed at every sign-in.
 */
@Entity({ name: 'social_accounts' })
@Unique('UQ_social_accounts_provider_user', ['provider', 'providerUserId'])
@Unique('UQ_social_accounts_user_provider', ['userId', 'provider'])
export class SocialAccount {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_social_accounts_user_id' })
  user?: User;

  /** One of SOCIAL_PROVIDERS. */
  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  /** The provider's id of the account (VK and Telegram ids are numbers, kept as text). */
  @Column({ name: 'provider_user_id', type: 'varchar', length: 255 })
  providerUserId!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 255, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 255, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  username!: string | null;

  /** The email the provider gave, as it gave it (verified or not). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt!: Date;
}
