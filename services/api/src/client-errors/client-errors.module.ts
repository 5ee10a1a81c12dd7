import { Module } from '@nestjs/common';
import { Clock } from '../common/clock/clock.service';
import { RedisService } from '../redis/redis.service';
import { ClientErrorsController } from './client-errors.controller';
import { ClientErrorsService } from './client-errors.service';
import {
  MemoryRemoteFailures,
  RedisRemoteFailures,
  RemoteFailuresStore,
} from './remote-failures.store';

/** Browsers' reports of remotes that failed: logged, and counted for the operators. */
@Module({
  controllers: [ClientErrorsController],
  providers: [
    ClientErrorsService,
    {
      provide: RemoteFailuresStore,
      inject: [RedisService, Clock],
      useFactory: (redis: RedisService, clock: Clock): RemoteFailuresStore =>
        redis.enabled ? new RedisRemoteFailures(redis, clock) : new MemoryRemoteFailures(clock),
    },
  ],
  exports: [ClientErrorsService],
})
export class ClientErrorsModule {}
