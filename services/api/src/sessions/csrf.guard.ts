import { timingSafeEqual } from 'node:crypto';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CsrfException } from './csrf.exception';
import { XSRF_HEADER } from './session-cookies';
import { SKIP_CSRF } from './skip-csrf.decorator';
import './session-data';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Global: a POST, PUT, PATCH or DELETE that a route takes must echo the session's XSRF
 * token in X-XSRF-TOKEN (axios copies the XSRF-TOKEN cookie there), else 419.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    const skip = this.reflector.getAllAndOverride<boolean | undefined>(SKIP_CSRF, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip === true) return true;
    const expected = req.session?.csrfToken;
    const given = req.get(XSRF_HEADER);
    if (expected === undefined || given === undefined || !sameToken(expected, given)) {
      throw new CsrfException();
    }
    return true;
  }
}
