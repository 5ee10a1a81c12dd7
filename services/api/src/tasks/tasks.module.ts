import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Subject } from '../subjects/subject.entity';
import { Task } from './task.entity';
import { TaskInputValidator } from './input/task-input.validator';
import { TaskListQuery } from './task-list.query';
import { TaskQuestion } from './task-question.entity';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';
import { TaskRevisions } from './task-revisions.service';
import { TaskSearchIndex } from './task-search.index';
import './tasks.messages';
import './task.ownership';

@Module({
  imports: [TypeOrmModule.forFeature([Task, TaskQuestion, Subject])],
  controllers: [TasksController],
  providers: [TasksService, TaskInputValidator, TaskListQuery, TaskRevisions, TaskSearchIndex],
  exports: [TypeOrmModule, TasksService, TaskRevisions],
})
export class TasksModule {}
