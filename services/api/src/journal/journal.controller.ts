import { Body, Controller, Delete, Get, Header, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { JournalExcuse, JournalGrid, JournalWeight, StudentJournal } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { StudentOnly, TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer, ApiRefusals } from '../common/openapi/api-answer.decorator';
import { BinarySchema } from '../common/openapi/schemas/files.schema';
import {
  JournalExcuseSchema,
  JournalGridSchema,
  JournalWeightSchema,
  StudentJournalSchema,
} from '../common/openapi/schemas/journal.schema';
import { AppConfig } from '../config/app-config';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import type { User } from '../users/user.entity';
import { JournalExportDto } from './dto/journal-export.dto';
import { JournalQueryDto } from './dto/journal-query.dto';
import { JournalWeightDto } from './dto/journal-weight.dto';
import { fileNameOf } from './journal-exports.service';
import { CONTENT_TYPES, writeJournalFile } from './journal-file.writer';
import { JournalGridService } from './journal-grid.service';
import { JournalMarksService } from './journal-marks.service';
import { journalTable } from './journal-table';
import { StudentJournalService } from './student-journal.service';
import { Clock } from '../common/clock/clock.service';
import { JournalErrorCode, JournalException } from './journal.errors';

/** The gradebook: the teacher's grid, its weights and excuses, its export; the student's marks. */
@Controller('api/journal')
export class JournalController {
  constructor(
    private readonly grids: JournalGridService,
    private readonly marks: JournalMarksService,
    private readonly students: StudentJournalService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Students × tasks of a group, read fresh: a work checked a second ago is in it. */
  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(JournalGridSchema)
  grid(@CurrentUser() teacher: User, @Query() query: JournalQueryDto): Promise<JournalGrid> {
    return this.grids.grid(teacher.id, query);
  }

  /** The student's own marks per subject, with the points of the progress chart. */
  @Get('mine')
  @StudentOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(StudentJournalSchema)
  mine(@CurrentUser() student: User): Promise<StudentJournal> {
    return this.students.journal(student.id);
  }

  /**
   * The grid as a file (CSV: UTF-8 with BOM, `;`; XLSX), streamed. A grid of more than
   * JOURNAL_EXPORT_SYNC_MAX_CELLS cells is refused (409): POST /api/journal/exports queues it.
   */
  @Get('export')
  @TeacherOnly()
  @ApiAnswer(BinarySchema, 'text/csv')
  @ApiRefusals({ 409: 'too large to export at once: queue it' })
  async export(
    @CurrentUser() teacher: User,
    @Query() query: JournalExportDto,
    @RequestLocale() locale: Locale,
    @Res() res: Response,
  ): Promise<void> {
    const { format, ...gridQuery } = query;
    const grid = await this.grids.grid(teacher.id, gridQuery);
    if (grid.rows.length * grid.tasks.length > this.config.journal.exportSyncMaxCells) {
      throw new JournalException(JournalErrorCode.ExportTooLarge);
    }
    res.setHeader('Content-Type', CONTENT_TYPES[format]);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${fileNameOf(format, this.clock.now())}"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    await writeJournalFile(format, journalTable(grid, locale), res, { locale });
  }

  @Put('weights/:taskId')
  @TeacherOnly()
  @ApiAnswer(JournalWeightSchema)
  weight(
    @CurrentUser() teacher: User,
    @RouteId('taskId') taskId: number,
    @Body() body: JournalWeightDto,
  ): Promise<JournalWeight> {
    return this.marks.setWeight(teacher.id, taskId, body.weight);
  }

  @Put('excuses/:taskId/:studentId')
  @TeacherOnly()
  @ApiAnswer(JournalExcuseSchema)
  excuse(
    @CurrentUser() teacher: User,
    @RouteId('taskId') taskId: number,
    @RouteId('studentId') studentId: number,
  ): Promise<JournalExcuse> {
    return this.marks.setExcused(teacher.id, taskId, studentId, true);
  }

  @Delete('excuses/:taskId/:studentId')
  @TeacherOnly()
  @ApiAnswer(JournalExcuseSchema)
  unexcuse(
    @CurrentUser() teacher: User,
    @RouteId('taskId') taskId: number,
    @RouteId('studentId') studentId: number,
  ): Promise<JournalExcuse> {
    return this.marks.setExcused(teacher.id, taskId, studentId, false);
  }
}
