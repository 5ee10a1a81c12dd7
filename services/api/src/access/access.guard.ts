import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AccessException } from '../common/errors/access.exception';
import { AppConfig } from '../config/app-config';
import { SessionService, sessionOf } from '../sessions/session.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { isOperator } from './operators';
import { declaredAccess, requiredRole } from './route-access';

/** The users the guard let through, per request (read by @CurrentUser()). */
const signedInUsers = new WeakMap<Request, User>();

export function signedInUser(req: Request): User | undefined {
  return signedInUsers.get(req);
}

/**
 * Global, deny by default: a route not marked @Public() needs the session of an existing
 * user (401 'Unauthenticated.'), a role route that user's role and an operator's route an
 * verified address of OPERATOR_EMAILS (403).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = declaredAccess(this.reflector, context.getHandler(), context.getClass());
    if (access === 'public') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const userId = this.sessions.userId(req);
    const user = userId === undefined ? null : await this.users.findById(userId);
    if (user === null || !sessionOf(req.session, user)) throw AccessException.unauthenticated();
    const role = access === undefined ? undefined : requiredRole(access);
    if (role !== undefined && user.role !== role) throw AccessException.forbidden();
    if (access === 'operator' && !isOperator(this.config, user)) {
      throw AccessException.forbidden();
    }
    signedInUsers.set(req, user);
    return true;
  }
}
