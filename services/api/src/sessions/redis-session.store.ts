import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import type { RedisService } from '../redis/redis.service';
import { IoredisClientAdapter } from './ioredis-client.adapter';
import { SessionStore, type UserSession } from './session-store';

/** Where connect-redis keeps a session: `sess:<id>`. */
export const REDIS_SESSION_PREFIX = 'sess:';
/** The ids of one user's sessions: `sess-user:<user id>` (a set). */
export const REDIS_USER_SESSIONS_PREFIX = 'sess-user:';

/**
 * Sessions in Redis (REDIS_URL) through connect-redis, plus a set of session ids per user
 * so a password reset can end them all. With Sentinels a write or sign-out answers once a
 * replica has it (RedisService.replicated), so a failover neither loses nor revives one.
 */
export class RedisSessionStore extends SessionStore {
  private readonly store: RedisStore;

  constructor(
    private readonly redis: RedisService,
    lifetimeMs: number,
  ) {
    super(lifetimeMs);
    this.store = new RedisStore({
      client: new IoredisClientAdapter(redis),
      prefix: REDIS_SESSION_PREFIX,
      ttl: Math.ceil(lifetimeMs / 1000),
    });
  }

  protected async readSession(sid: string): Promise<SessionData | null> {
    const session = (await this.store.get(sid)) as SessionData | null | undefined;
    return session ?? null;
  }

  protected async writeSession(sid: string, session: SessionData): Promise<void> {
    await this.store.set(sid, session);
    await this.index(sid, session);
    await this.redis.replicated();
  }

  protected async extendSession(sid: string, session: SessionData): Promise<void> {
    await this.store.touch(sid, session);
    await this.index(sid, session);
    await this.redis.replicated();
  }

  protected async removeSession(sid: string): Promise<void> {
    await this.store.destroy(sid);
    await this.redis.replicated();
  }

  async destroyUserSessions(userId: number, exceptSid?: string): Promise<void> {
    const key = REDIS_USER_SESSIONS_PREFIX + String(userId);
    const ids = await this.redis.run((client) => client.smembers(key));
    if (exceptSid === undefined) {
      await this.redis.run((client) =>
        client.del(key, ...ids.map((id) => REDIS_SESSION_PREFIX + id)),
      );
      return;
    }
    const ending = ids.filter((id) => id !== exceptSid);
    if (ending.length === 0) return;
    await this.redis.run((client) =>
      client
        .multi()
        .del(...ending.map((id) => REDIS_SESSION_PREFIX + id))
        .srem(key, ...ending)
        .exec(),
    );
  }

  /** Reads each indexed session with its time to live; ids of ended ones leave the set. */
  async listUserSessions(userId: number): Promise<UserSession[]> {
    const key = REDIS_USER_SESSIONS_PREFIX + String(userId);
    const ids = await this.redis.run((client) => client.smembers(key));
    if (ids.length === 0) return [];
    const replies = await this.redis.run((client) => {
      const batch = client.multi();
      for (const id of ids) batch.get(REDIS_SESSION_PREFIX + id).pttl(REDIS_SESSION_PREFIX + id);
      return batch.exec();
    });
    const now = Date.now();
    const found: UserSession[] = [];
    const gone: string[] = [];
    ids.forEach((sid, index) => {
      const raw = replies?.[index * 2]?.[1];
      const ttl = Number(replies?.[index * 2 + 1]?.[1]);
      const session = typeof raw === 'string' ? parseSession(raw) : null;
      if (session === null || session.userId !== userId || !(ttl > 0)) gone.push(sid);
      else found.push({ sid, session, expiresAt: now + ttl });
    });
    if (gone.length > 0) await this.redis.run((client) => client.srem(key, ...gone));
    return found;
  }

  /**
   * Remembers a signed-in session under its user. The set lives a full session lifetime
   * past the last activity of any of them; ids of ended sessions in it are harmless.
   */
  private async index(sid: string, session: SessionData): Promise<void> {
    if (session.userId === undefined) return;
    const key = REDIS_USER_SESSIONS_PREFIX + String(session.userId);
    await this.redis.run((client) =>
      client.multi().sadd(key, sid).pexpire(key, this.lifetimeMs).exec(),
    );
  }
}

function parseSession(raw: string): SessionData | null {
  try {
    return JSON.parse(raw) as SessionData;
  } catch {
    return null;
  }
}
