import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { SessionService } from '../sessions/session.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthErrorCode, AuthException } from './auth.exception';

/** The users the guard let through, per request (read by @CurrentUser()). */
const signedInUsers = new WeakMap<Request, User>();

export function signedInUser(req: Request): User | undefined {
  return signedInUsers.get(req);
}

/** Lets a request through only with a session of an existing user, else 401 'Unauthenticated.' */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const userId = this.sessions.userId(req);
    const user = userId === undefined ? null : await this.users.findById(userId);
    if (user === null) throw new AuthException(AuthErrorCode.Unauthenticated);
    signedInUsers.set(req, user);
    return true;
  }
}
