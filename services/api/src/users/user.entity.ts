import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type ValueTransformer,
} from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';

/** Emails are stored lowercase, so lookups and the unique index ignore case. */
export const lowercaseEmail: ValueTransformer = {
  to: (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  from: (value: unknown) => value,
};

@Entity({ name: 'users' })
@Unique('UQ_users_email', ['email'])
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 255, transformer: lowercaseEmail })
  email!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 255 })
  firstName!: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone!: string | null;

  /** A role id of the settings' roles (1 teacher, 2 student by default). */
  @Column({ type: 'integer' })
  role!: number;

  /** Null for an account created through a social provider that never set a password. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  /**
   * When the owner proved the mailbox of `email` (epoch ms): a mailed verification, reset
   * or email-change link opened, or a provider that verified the address. Null until then;
   * an operator's role and payouts need it.
   */
  @EpochMsColumn('email_verified_at', { nullable: true })
  emailVerifiedAt!: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt!: Date;
}
