import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { SessionService } from '../sessions/session.service';
import type { UserSession } from '../sessions/session-store';
import type { User } from '../users/user.entity';
import { AccountErrorCode, AccountException } from './account.errors';
import { roughIp, sessionDevice } from './session-device';

/** A session as the list shows it; `id` names it without giving its cookie value away. */
export interface AccountSession {
  id: string;
  created_at: number | null;
  last_active_at: number;
  browser: string | null;
  os: string | null;
  ip: string | null;
  current: boolean;
}

/** The id a session is shown under: a hash of the session id, never the id itself. */
export const publicSessionId = (sid: string): string =>
  createHash('sha256').update(sid).digest('hex').slice(0, 32);

/** The signed-in user's sessions: the list, ending one, ending all but this one. */
@Injectable()
export class AccountSessionsService {
  constructor(
    private readonly sessions: SessionService,
    private readonly config: AppConfig,
  ) {}

  async list(user: User, req: Request): Promise<{ sessions: AccountSession[] }> {
    const found = await this.sessions.userSessions(user);
    const list = found.map((session) => this.describe(session, req.sessionID));
    list.sort(
      (a, b) => Number(b.current) - Number(a.current) || b.last_active_at - a.last_active_at,
    );
    return { sessions: list };
  }

  /** Ends one of the user's sessions; the current one is ended by signing out instead. */
  async end(user: User, id: string, req: Request): Promise<void> {
    const found = await this.sessions.userSessions(user);
    const session = found.find((s) => publicSessionId(s.sid) === id);
    if (session === undefined || session.sid === req.sessionID) {
      throw new AccountException(AccountErrorCode.SessionNotFound);
    }
    await this.sessions.endSession(session.sid);
  }

  async endOthers(
    user: User,
    req: Request,
    locale: Locale,
  ): Promise<{ ended: number; message: string }> {
    const found = await this.sessions.userSessions(user);
    await this.sessions.endUserSessions(user.id, req.sessionID);
    const ended = found.filter((s) => s.sid !== req.sessionID).length;
    return { ended, message: translate('account.sessions.ended', locale) };
  }

  private describe({ sid, session, expiresAt }: UserSession, currentSid: string): AccountSession {
    const lifetimeMs = this.config.session.lifetimeMinutes * 60_000;
    const createdAt = session.signedInAt ?? null;
    const lastActive = Math.max(expiresAt - lifetimeMs, createdAt ?? 0);
    return {
      id: publicSessionId(sid),
      created_at: createdAt,
      last_active_at: lastActive,
      ...sessionDevice(session.userAgent),
      ip: roughIp(session.ip),
      current: sid === currentSid,
    };
  }
}
