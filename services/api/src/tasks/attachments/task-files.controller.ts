import { Controller, Get, Header, type StreamableFile } from '@nestjs/common';
import { CurrentUser } from '../../access/current-user.decorator';
import { TeacherOnly } from '../../access/route-access';
import { RouteId } from '../../common/http/route-id.decorator';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { BinarySchema } from '../../common/openapi/schemas/files.schema';
import { PageRoute, pagePng } from '../../files/previews/page-response';
import type { User } from '../../users/user.entity';
import { TaskFiles } from './task-files.service';

/** The files of the teacher's own task (attachments and images in its questions' texts). */
@Controller('api/tasks')
@TeacherOnly()
export class TaskFilesController {
  constructor(private readonly files: TaskFiles) {}

  /** The file: raster images and audio inline, anything else (SVG too) a download. */
  @Get(':taskId/files/:fileId')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', 'sandbox')
  @ApiAnswer(BinarySchema, 'application/octet-stream')
  file(
    @CurrentUser() user: User,
    @RouteId('taskId') taskId: number,
    @RouteId('fileId') fileId: number,
  ): Promise<StreamableFile> {
    return this.files.open(user.id, taskId, fileId);
  }

  /** Page n (1-based) of the file as a PNG preview (see Attachment.pages). */
  @Get(':taskId/files/:fileId/pages/:page')
  @PageRoute()
  async page(
    @CurrentUser() user: User,
    @RouteId('taskId') taskId: number,
    @RouteId('fileId') fileId: number,
    @RouteId('page') page: number,
  ): Promise<StreamableFile> {
    return pagePng(await this.files.page(user.id, taskId, fileId, page));
  }
}
