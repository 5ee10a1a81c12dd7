import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../database/bigint-number.transformer';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User, lowercaseEmail } from '../users/user.entity';

/** The one pending email change of a user; a new request replaces it, the link spends it. */
@Entity({ name: 'email_changes' })
export class EmailChange {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ForeignKey(() => User, 'user_id', 'FK_email_changes_user_id')
  user?: User;

  /** The new address, confirmed by opening the link mailed to it. */
  @Column({ type: 'varchar', length: 255, transformer: lowercaseEmail })
  email!: string;

  /** SHA-256 (hex) of the token the link carries; the token itself is never stored. */
  @Index('IDX_email_changes_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token!: string;

  /** Milliseconds since the epoch (the app's Clock). */
  @Column({ name: 'expires_at', type: 'bigint', transformer: bigintNumber })
  expiresAt!: number;
}
