import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../users/user.entity';
import { signedInUser } from './access.guard';

/** The signed-in user of a route that is not @Public(). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => {
    const user = signedInUser(context.switchToHttp().getRequest<Request>());
    if (user === undefined) throw new Error('@CurrentUser() on a @Public() route');
    return user;
  },
);
