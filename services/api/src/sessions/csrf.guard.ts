import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CsrfException } from './csrf.exception';
import { XSRF_COOKIE, XSRF_HEADER, requestCookie } from './session-cookies.service';
import { hasStoredSession } from './session-request-state';
import { SKIP_CSRF } from './skip-csrf.decorator';
import { ANONYMOUS_BINDING, XsrfTokens, sameText, sessionBinding } from './xsrf-tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global: a POST, PUT, PATCH or DELETE that a route takes must echo the XSRF-TOKEN cookie
 * in X-XSRF-TOKEN (axios does), and the token must be one this server signed for the
 * browser's stored session, or for no session when it has none (the login form). Else
 * 419. Another site can neither read the cookie nor send the header; a token taken from
 * one session is refused with any other.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: XsrfTokens,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    const skip = this.reflector.getAllAndOverride<boolean | undefined>(SKIP_CSRF, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip === true) return true;
    const given = req.get(XSRF_HEADER);
    const held = requestCookie(req, XSRF_COOKIE);
    const binding = hasStoredSession(req) ? sessionBinding(req.sessionID) : ANONYMOUS_BINDING;
    if (
      given === undefined ||
      held === undefined ||
      !sameText(given, held) ||
      !this.tokens.verify(given, binding)
    ) {
      throw new CsrfException();
    }
    return true;
  }
}
