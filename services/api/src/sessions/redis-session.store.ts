import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import type { RedisService } from '../redis/redis.service';
import { IoredisClientAdapter } from './ioredis-client.adapter';
import { SessionStore } from './session-store';

/** Where connect-redis keeps a session: `sess:<id>`. */
export const REDIS_SESSION_PREFIX = 'sess:';
/** The ids of one user's sessions: `sess-user:<user id>` (a set). */
export const REDIS_USER_SESSIONS_PREFIX = 'sess-user:';

/**
 * Sessions in Redis (REDIS_URL) through connect-redis, plus a set of session ids per user
 * so a password reset can end them all.
 */
export class RedisSessionStore extends SessionStore {
  private readonly store: RedisStore;

  constructor(
    private readonly redis: RedisService,
    private readonly lifetimeMs: number,
  ) {
    super();
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
  }

  protected async extendSession(sid: string, session: SessionData): Promise<void> {
    await this.store.touch(sid, session);
    await this.index(sid, session);
  }

  protected async removeSession(sid: string): Promise<void> {
    await this.store.destroy(sid);
  }

  async destroyUserSessions(userId: number): Promise<void> {
    const key = REDIS_USER_SESSIONS_PREFIX + String(userId);
    const ids = await this.redis.run((client) => client.smembers(key));
    await this.redis.run((client) =>
      client.del(key, ...ids.map((id) => REDIS_SESSION_PREFIX + id)),
    );
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
