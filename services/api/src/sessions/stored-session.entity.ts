import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../database/bigint-number.transformer';

/** A session of the database store (the default without REDIS_URL). */
@Entity({ name: 'sessions' })
export class StoredSession {
  /** express-session's session id (the cookie holds it, signed). */
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id!: string;

  /** The signed-in user, so a password reset can end all their sessions. */
  @Index('IDX_sessions_user_id')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  /** The session data as JSON. */
  @Column({ type: 'text' })
  payload!: string;

  /** Milliseconds since the epoch. */
  @Index('IDX_sessions_expires_at')
  @Column({ name: 'expires_at', type: 'bigint', transformer: bigintNumber })
  expiresAt!: number;
}
