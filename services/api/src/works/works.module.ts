import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Work } from './work.entity';
import { WorkAnswer } from './work-answer.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Work, WorkAnswer])],
  exports: [TypeOrmModule],
})
export class WorksModule {}
