import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../database/bigint-number.transformer';
import { lowercaseEmail } from '../users/user.entity';

/** The one pending reset of an address; a new request replaces it, a reset deletes it. */
@Entity({ name: 'password_resets' })
export class PasswordReset {
  @PrimaryColumn({ type: 'varchar', length: 255, transformer: lowercaseEmail })
  email!: string;

  /** SHA-256 (hex) of the token the mail carries; the token itself is never stored. */
  @Column({ type: 'varchar', length: 64 })
  token!: string;

  /** Milliseconds since the epoch (the app's Clock). */
  @Column({ name: 'created_at', type: 'bigint', transformer: bigintNumber })
  createdAt!: number;
}
