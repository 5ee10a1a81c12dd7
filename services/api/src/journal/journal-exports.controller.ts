import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  StreamableFile,
} from '@nestjs/common';
import type { JournalExportJob } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer, ApiRefusals } from '../common/openapi/api-answer.decorator';
import { BinarySchema } from '../common/openapi/schemas/files.schema';
import { JournalExportJobSchema } from '../common/openapi/schemas/journal.schema';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import type { User } from '../users/user.entity';
import { JournalExportDto } from './dto/journal-export.dto';
import { JournalExportsService } from './journal-exports.service';

/** Queued exports of large grids: start one, poll its progress, download its file. */
@Controller('api/journal/exports')
export class JournalExportsController {
  constructor(private readonly exports: JournalExportsService) {}

  @Post()
  @TeacherOnly()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAnswer(JournalExportJobSchema)
  create(
    @CurrentUser() teacher: User,
    @Body() body: JournalExportDto,
    @RequestLocale() locale: Locale,
  ): Promise<JournalExportJob> {
    return this.exports.create(teacher.id, body, locale);
  }

  @Get(':exportId')
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(JournalExportJobSchema)
  get(@CurrentUser() teacher: User, @RouteId('exportId') id: number): Promise<JournalExportJob> {
    return this.exports.get(teacher.id, id);
  }

  @Get(':exportId/file')
  @TeacherOnly()
  @ApiAnswer(BinarySchema, 'application/octet-stream')
  @ApiRefusals({ 409: 'not ready yet' })
  file(@CurrentUser() teacher: User, @RouteId('exportId') id: number): Promise<StreamableFile> {
    return this.exports.file(teacher.id, id);
  }
}
