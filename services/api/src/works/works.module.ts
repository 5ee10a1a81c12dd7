import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { StoredFile } from '../files/stored-file.entity';
import { Subject } from '../subjects/subject.entity';
import { TaskQuestion } from '../tasks/task-question.entity';
import { TaskWorks } from '../tasks/task-works';
import { TaskRevisions } from '../tasks/task-revisions.service';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';
import { CheckQueueController } from './check/check-queue.controller';
import { CheckQueue } from './check/check-queue.service';
import { DeadlineCalendarController } from './calendar/deadline-calendar.controller';
import { DeadlineCalendar } from './calendar/deadline-calendar.service';
import { StudentWorksController } from './student/student-works.controller';
import { StudentWorks } from './student/student-works.service';
import { WorkAccess } from './work-access.service';
import { WorkAnswer } from './work-answer.entity';
import { WorkAnswers } from './student/work-answers.service';
import { WorkCheckController } from './check/work-check.controller';
import { WorkCheck } from './check/work-check.service';
import { WorkEvents } from './work.events';
import { WorkFiles } from './work-files.service';
import { WorkFileReferences } from './work-file-references.service';
import { TaskAttachments } from '../tasks/attachments/task-attachments.service';
import { WorkTimerSweeper } from './student/work-timer-sweeper.service';
import { WorkTimer } from './student/work-timer.service';
import { WorkViews } from './work-views.service';
import { WorkRevisions } from './work-revisions.service';
import { Work } from './work.entity';
import { WorksController } from './works.controller';
import { WorksOfTasks } from './works-of-tasks.service';
import './works.messages';
import './work.ownership';
import './annotations/annotations.messages';
import { AnnotationExport } from './annotations/annotation-export.service';
import { AnnotationPages } from './annotations/annotation-pages.provider';
import { WorkAnnotations } from './annotations/work-annotations.service';
import { WorkAnnotationsController } from './annotations/work-annotations.controller';

/**
 * Works: the student's list and work page, autosave, submit, attempts; the teacher's
 * check queue and checking; the server-side timer. Comments build on WorkAccess. Global:
 * it answers the tasks module's TaskWorks (tasks never import works).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([Work, WorkAnswer, Task, TaskQuestion, User, Subject, StoredFile]),
    FilesModule,
    SchedulingModule,
  ],
  controllers: [
    StudentWorksController,
    WorksController,
    WorkCheckController,
    CheckQueueController,
    DeadlineCalendarController,
    WorkAnnotationsController,
  ],
  providers: [
    WorkAccess,
    TaskRevisions,
    WorkRevisions,
    WorkEvents,
    WorkTimer,
    WorkTimerSweeper,
    WorkViews,
    StudentWorks,
    WorkAnswers,
    WorkCheck,
    WorkFiles,
    WorkFileReferences,
    TaskAttachments,
    CheckQueue,
    DeadlineCalendar,
    WorkAnnotations,
    AnnotationPages,
    AnnotationExport,
    { provide: TaskWorks, useClass: WorksOfTasks },
  ],
  exports: [TypeOrmModule, WorkAccess, WorkEvents, WorkTimerSweeper, TaskWorks, WorkRevisions],
})
export class WorksModule {}
