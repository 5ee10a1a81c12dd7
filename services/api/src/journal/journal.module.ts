import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { BullMqJournalExportQueue } from './bullmq-journal-export.queue';
import { JournalController } from './journal.controller';
import { JournalExcuse } from './journal-excuse.entity';
import { JournalExport } from './journal-export.entity';
import { InProcessJournalExportQueue, JournalExportQueue } from './journal-export.queue';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { FileStorageModule } from '../files/file-storage.module';
import { JournalExportSweeper } from './journal-export.sweeper';
import { JournalExportWorker } from './journal-export.worker';
import { JournalExportsController } from './journal-exports.controller';
import { JournalExportsService } from './journal-exports.service';
import { JournalGridReader } from './journal-grid.reader';
import { JournalGridService } from './journal-grid.service';
import { JournalMarksService } from './journal-marks.service';
import { JournalWeight } from './journal-weight.entity';
import { StudentJournalService } from './student-journal.service';
import { StudentOverviewController } from './student-overview.controller';
import { StudentOverviewReader } from './student-overview.reader';
import { StudentOverviewService } from './student-overview.service';
import './journal.messages';
import './journal-export.ownership';

/**
 * The gradebook journal. It reads works, tasks, groups and subjects where they are stored
 * (set-based SQL, no copies) and keeps only its own entries: weights, excuses, exports.
 * It also answers the teacher's page of one student (GET /api/students/:id/overview).
 * Large exports run through JournalExportQueue: in-process by default, BullMQ with REDIS_URL.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([JournalWeight, JournalExcuse, JournalExport]),
    SchedulingModule,
    FileStorageModule,
  ],
  controllers: [JournalController, JournalExportsController, StudentOverviewController],
  providers: [
    {
      provide: JournalExportQueue,
      inject: [AppConfig],
      useFactory: (config: AppConfig): JournalExportQueue =>
        config.redisUrl === undefined
          ? new InProcessJournalExportQueue()
          : new BullMqJournalExportQueue(config),
    },
    JournalGridReader,
    JournalGridService,
    JournalMarksService,
    StudentJournalService,
    StudentOverviewReader,
    StudentOverviewService,
    JournalExportsService,
    JournalExportWorker,
    JournalExportSweeper,
  ],
})
export class JournalModule {}
