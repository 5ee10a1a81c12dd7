import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DispatchJob } from './dispatch-job.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DispatchJob])],
  exports: [TypeOrmModule],
})
export class DispatchModule {}
