import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User, lowercaseEmail } from '../users/user.entity';

/**
 * The latest verification link of a user's address; a new one replaces it. It stays after
 * use, so opening it again (a mail scanner got there first) still says the address is
 * verified.
 */
@Entity({ name: 'email_verifications' })
export class EmailVerification {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ForeignKey(() => User, 'user_id', 'FK_email_verifications_user_id')
  user?: User;

  /** The address the link was mailed to: it verifies that one only. */
  @Column({ type: 'varchar', length: 255, transformer: lowercaseEmail })
  email!: string;

  /** SHA-256 (hex) of the link's token (see mail-link-token.ts). */
  @Index('IDX_email_verifications_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token!: string;

  @EpochMsColumn('expires_at')
  expiresAt!: number;
}
