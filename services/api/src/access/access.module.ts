import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';

/**
 * Who may call what: the global guard behind @Public(), @SignedIn(), @TeacherOnly(),
 * @StudentOnly() and @OperatorOnly(). Imported after the sessions module, so the CSRF check (419) runs first.
 */
@Module({ providers: [{ provide: APP_GUARD, useClass: AccessGuard }] })
export class AccessModule {}
