import {
  Injectable,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import type { Request } from 'express';
import { AccessException } from '../common/errors/access.exception';
import { SignedInGuard, signedInUser } from './signed-in.guard';

function roleGuard(role: number): Type<CanActivate> {
  @Injectable()
  class RoleGuard implements CanActivate {
    canActivate(context: ExecutionContext): boolean {
      const user = signedInUser(context.switchToHttp().getRequest<Request>());
      if (user?.role !== role) throw AccessException.forbidden();
      return true;
    }
  }
  return RoleGuard;
}

const TeacherGuard = roleGuard(ROLE_TEACHER);
const StudentGuard = roleGuard(ROLE_STUDENT);

/** A teacher's route: 401 without a session, 403 'This action is unauthorized.' for others. */
export function TeacherOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(SignedInGuard, TeacherGuard));
}

/** A student's route: 401 without a session, 403 for anyone but a student. */
export function StudentOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(SignedInGuard, StudentGuard));
}
