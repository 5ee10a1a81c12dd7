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
import { FilesModule } from '../files/files.module';
import { TaskAttachments } from './attachments/task-attachments.service';
import { TaskFileReferences } from './attachments/task-file-references.service';
import { TaskFilesController } from './attachments/task-files.controller';
import { TaskFiles } from './attachments/task-files.service';
import './tasks.messages';
import './task.ownership';

@Module({
  imports: [TypeOrmModule.forFeature([Task, TaskQuestion, Subject]), FilesModule],
  controllers: [TasksController, TaskFilesController],
  providers: [
    TasksService,
    TaskInputValidator,
    TaskListQuery,
    TaskRevisions,
    TaskSearchIndex,
    TaskAttachments,
    TaskFiles,
    TaskFileReferences,
  ],
  exports: [TypeOrmModule, TasksService, TaskRevisions, TaskAttachments],
})
export class TasksModule {}
