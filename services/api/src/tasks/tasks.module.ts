import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Task } from './task.entity';
import { TaskQuestion } from './task-question.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Task, TaskQuestion])],
  exports: [TypeOrmModule],
})
export class TasksModule {}
