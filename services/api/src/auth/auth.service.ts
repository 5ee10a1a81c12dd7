import { Injectable } from '@nestjs/common';
import { homePathForRole, type AccountAnswer } from '@tutor/contracts';
import type { Request, Response } from 'express';
import { SessionService } from '../sessions/session.service';
import { StudentJoinService } from '../students/student-join.service';
import { clientIp } from '../throttle/client-ip';
import { PasswordHasher } from '../users/password-hasher.service';
import { UsersService } from '../users/users.service';
import { AuthErrorCode, AuthException } from './auth.errors';
import type { LoginDto } from './dto/login.dto';
import { LoginThrottle } from './login-throttle.service';

/** The messages of the login flow's first step (spec §4), read by the login page. */
export const LoginMessage = {
  UserNotFound: 'user_not_found',
  RequestPassword: 'request_password',
} as const;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
    private readonly joining: StudentJoinService,
  ) {}

  /**
   * An unknown email answers user_not_found, with or without a password (spec §4: the page
   * then registers it; stage 0 without a password tells the same, so this reveals nothing
   * more). A known one without a password: request_password. With one: signs in (a new
   * session) and answers the role's home, or counts a failure for the email and IP.
   */
  async login(dto: LoginDto, req: Request, res: Response): Promise<AccountAnswer> {
    const user = await this.users.findByEmail(dto.email);
    if (user === null) return { message: LoginMessage.UserNotFound };
    if (dto.password === undefined || dto.password === null || dto.password === '') {
      return { message: LoginMessage.RequestPassword };
    }
    const ip = clientIp(req);
    const lockedFor = await this.throttle.lockedFor(dto.email, ip);
    if (lockedFor !== undefined) throw new AuthException(AuthErrorCode.LoginLocked, lockedFor);
    const matches = await this.hasher.verify(dto.password, user.passwordHash);
    if (!matches) {
      await this.throttle.failed(dto.email, ip);
      throw new AuthException(AuthErrorCode.InvalidCredentials);
    }
    await this.throttle.succeeded(dto.email, ip);
    await this.upgradeHash(user.id, dto.password, user.passwordHash);
    await this.sessions.signIn(req, res, user);
    await this.joining.joinIfInvited(user, dto.invite);
    return { redirect: homePathForRole(user.role) };
  }

  /** A hash made at an older PASSWORD_HASH_COST is redone at the current one while the password is at hand. */
  private async upgradeHash(userId: number, password: string, hash: string | null): Promise<void> {
    if (hash === null || !this.hasher.isOutdated(hash)) return;
    await this.users.setPasswordHash(userId, await this.hasher.hash(password));
  }

  async logout(req: Request, res: Response): Promise<AccountAnswer> {
    await this.sessions.signOut(req, res);
    return { redirect: '/login' };
  }
}
