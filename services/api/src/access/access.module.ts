import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { RecordAccess } from './record-access.service';

/**
 * Who may call what: the global guard behind @Public(), @SignedIn(), @TeacherOnly(),
 * @StudentOnly() and @OperatorOnly(), and RecordAccess, which every module asks whether a
 * user may act on a record. Imported after the sessions module, so the CSRF check (419)
 * runs first.
 */
@Global()
@Module({
  providers: [{ provide: APP_GUARD, useClass: AccessGuard }, RecordAccess],
  exports: [RecordAccess],
})
export class AccessModule {}
