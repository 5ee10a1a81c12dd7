import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { StudentGroupMember } from '../students/student-group-member.entity';
import { StudentGroup } from '../students/student-group.entity';
import { StudentsModule } from '../students/students.module';
import { TeacherStudent } from '../students/teacher-student.entity';
import { Task } from '../tasks/task.entity';
import { TaskRevisions } from '../tasks/task-revisions.service';
import { Work } from '../works/work.entity';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { BullMqDispatchQueue } from './bullmq-dispatch.queue';
import { DispatchJob } from './dispatch-job.entity';
import { DispatchController } from './dispatch.controller';
import { DispatchQueue } from './dispatch.queue';
import { DispatchRecipients } from './dispatch-recipients.service';
import { DispatchRunner } from './dispatch-runner.service';
import { DispatchScheduler } from './dispatch-scheduler.service';
import { DispatchService } from './dispatch.service';
import { DispatchPreviews } from './dispatch-preview.service';
import { DispatchSweeper } from './dispatch-sweeper.service';
import { DispatchWorker } from './dispatch-worker.service';
import { DispatchWorksWriter } from './dispatch-works.writer';
import { InProcessDispatchQueue } from './in-process-dispatch.queue';
import { OnlyNewDispatchListener } from './only-new-dispatch.listener';
import './dispatch.messages';
import './dispatch-job.ownership';

/**
 * Dispatch jobs: sending a task to students. Jobs run through DispatchQueue, in-process by
 * default and BullMQ with REDIS_URL; the database row is the truth (see DispatchSweeper).
 * StudentsModule is imported only for StudentJoinedEvents (only_new).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      DispatchJob,
      Task,
      TeacherStudent,
      StudentGroup,
      StudentGroupMember,
      Work,
    ]),
    StudentsModule,
    SchedulingModule,
  ],
  controllers: [DispatchController],
  providers: [
    TaskRevisions,
    {
      provide: DispatchQueue,
      inject: [AppConfig],
      useFactory: (config: AppConfig): DispatchQueue =>
        config.redisUrl === undefined
          ? new InProcessDispatchQueue()
          : new BullMqDispatchQueue(config),
    },
    DispatchRecipients,
    DispatchWorksWriter,
    DispatchScheduler,
    DispatchRunner,
    DispatchSweeper,
    DispatchWorker,
    DispatchService,
    DispatchPreviews,
    OnlyNewDispatchListener,
  ],
  exports: [TypeOrmModule, DispatchService, DispatchScheduler],
})
export class DispatchModule {}
