import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule, getRepositoryToken } from '@nestjs/typeorm';
import type { RequestHandler } from 'express';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.service';
import { CsrfGuard } from './csrf.guard';
import { SessionAvailableGuard } from './session-available.guard';
import { XsrfTokens } from './xsrf-tokens';
import { DatabaseSessionStore } from './database-session.store';
import { RedisSessionStore } from './redis-session.store';
import { SessionCookies } from './session-cookies.service';
import { sessionHandlers } from './session-middleware';
import { sessionSecret } from './session-secret';
import { SessionService } from './session.service';
import { SessionStore } from './session-store';
import { StoredSession } from './stored-session.entity';

/** The express handlers configureApp() mounts before the routes. */
export abstract class SessionMiddleware {
  abstract readonly handlers: RequestHandler[];
}

/**
 * Sessions (database store by default, Redis with REDIS_URL), the signed XSRF cookie and
 * the global guards: a session the store could not read (503), then CSRF (419).
 * SessionService signs browsers in and out.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StoredSession])],
  providers: [
    SessionCookies,
    {
      provide: SessionStore,
      inject: [AppConfig, RedisService, Clock, getRepositoryToken(StoredSession)],
      useFactory: (
        config: AppConfig,
        redis: RedisService,
        clock: Clock,
        sessions: Repository<StoredSession>,
      ): SessionStore => {
        const lifetimeMs = config.session.lifetimeMinutes * 60_000;
        return redis.enabled
          ? new RedisSessionStore(redis, lifetimeMs)
          : new DatabaseSessionStore(sessions, clock, lifetimeMs);
      },
    },
    {
      provide: XsrfTokens,
      inject: [AppConfig],
      useFactory: (config: AppConfig): XsrfTokens => new XsrfTokens(sessionSecret(config.session)),
    },
    {
      provide: SessionMiddleware,
      inject: [SessionStore, AppConfig, SessionCookies, XsrfTokens],
      useFactory: (
        store: SessionStore,
        config: AppConfig,
        cookies: SessionCookies,
        tokens: XsrfTokens,
      ): SessionMiddleware => ({
        handlers: sessionHandlers(
          store,
          sessionSecret(config.session),
          config.session,
          cookies,
          tokens,
        ),
      }),
    },
    SessionService,
    // in this order, before the guards of modules imported later
    { provide: APP_GUARD, useClass: SessionAvailableGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
  exports: [SessionService, SessionStore, SessionMiddleware],
})
export class SessionsModule {}
