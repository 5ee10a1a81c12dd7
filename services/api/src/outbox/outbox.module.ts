import { Global, Module } from '@nestjs/common';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { Outbox } from './outbox.service';
import { OutboxSweep } from './outbox.sweeper';

/** Saved events of the durable buses (works, mail) and the sweep that delivers leftovers. */
@Global()
@Module({
  imports: [SchedulingModule],
  providers: [Outbox, OutboxSweep],
  exports: [Outbox],
})
export class OutboxModule {}
