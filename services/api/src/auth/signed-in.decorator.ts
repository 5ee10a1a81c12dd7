import {
  UseGuards,
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../users/user.entity';
import { SignedInGuard, signedInUser } from './signed-in.guard';

/** The route needs a signed-in user (401 'Unauthenticated.' otherwise). */
export function SignedIn(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(SignedInGuard));
}

/** The signed-in user of a @SignedIn() route. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => {
    const user = signedInUser(context.switchToHttp().getRequest<Request>());
    if (user === undefined) throw new Error('@CurrentUser() needs @SignedIn() on the route');
    return user;
  },
);
