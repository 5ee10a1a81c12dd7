import type { SessionData } from 'express-session';
import { LessThanOrEqual, MoreThan, Not, type Repository } from 'typeorm';
import type { Clock } from '../common/clock/clock.service';
import { rawQuery } from '../database/raw-query';
import { SessionStore, type UserSession } from './session-store';
import type { StoredSession } from './stored-session.entity';

/** One write in this many also deletes expired sessions (Laravel's lottery). */
const PRUNE_ONE_IN = 50;

/** Sessions in the `sessions` table: the default store, on SQLite or PostgreSQL. */
export class DatabaseSessionStore extends SessionStore {
  constructor(
    private readonly sessions: Repository<StoredSession>,
    private readonly clock: Clock,
    lifetimeMs: number,
    private readonly random: () => number = Math.random,
  ) {
    super(lifetimeMs);
  }

  protected override now(): number {
    return this.clock.now();
  }

  // Reading and extending run on every request: raw statements, no query builder.
  protected async readSession(sid: string): Promise<SessionData | null> {
    const [row] = await rawQuery<{ payload: string; expires_at: number | string }>(
      this.sessions.manager.connection,
      'SELECT payload, expires_at FROM sessions WHERE id = :sid',
      { sid },
    );
    if (row === undefined) return null;
    if (Number(row.expires_at) <= this.clock.now()) {
      await this.sessions.delete({ id: sid });
      return null;
    }
    return JSON.parse(row.payload) as SessionData;
  }

  protected async writeSession(sid: string, session: SessionData): Promise<void> {
    await this.sessions.upsert(
      {
        id: sid,
        userId: session.userId ?? null,
        payload: JSON.stringify(session),
        expiresAt: this.expiresAt(session),
      },
      ['id'],
    );
    if (this.random() * PRUNE_ONE_IN < 1) await this.pruneExpired();
  }

  protected async extendSession(sid: string, session: SessionData): Promise<void> {
    await rawQuery(
      this.sessions.manager.connection,
      'UPDATE sessions SET expires_at = :expiresAt WHERE id = :sid',
      { sid, expiresAt: this.expiresAt(session) },
    );
  }

  protected async removeSession(sid: string): Promise<void> {
    await this.sessions.delete({ id: sid });
  }

  async destroyUserSessions(userId: number, exceptSid?: string): Promise<void> {
    await this.sessions.delete(
      exceptSid === undefined ? { userId } : { userId, id: Not(exceptSid) },
    );
  }

  async listUserSessions(userId: number): Promise<UserSession[]> {
    const rows = await this.sessions.findBy({ userId, expiresAt: MoreThan(this.clock.now()) });
    return rows.map((row) => ({
      sid: row.id,
      session: JSON.parse(row.payload) as SessionData,
      expiresAt: row.expiresAt,
    }));
  }

  /** Deletes the sessions that have expired. */
  async pruneExpired(): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThanOrEqual(this.clock.now()) });
  }
}
