import { Controller, Get, Header, type StreamableFile } from '@nestjs/common';
import type { WorkView } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { SignedIn } from '../access/route-access';
import type { User } from '../users/user.entity';
import { RouteId, WorkId } from '../common/http/route-id.decorator';
import { WorkAccess } from './work-access.service';
import { WorkFiles } from './work-files.service';
import { PageRoute, pagePng } from '../files/previews/page-response';
import { WorkViews } from './work-views.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { WorkViewSchema } from '../common/openapi/schemas/works.schema';
import { BinarySchema } from '../common/openapi/schemas/files.schema';

/** What the student and the teacher of a work both read. */
@Controller('api/works')
export class WorksController {
  constructor(
    private readonly access: WorkAccess,
    private readonly views: WorkViews,
    private readonly files: WorkFiles,
  ) {}

  /** The student's work page or the teacher's check page. */
  @Get(':workId')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(WorkViewSchema)
  async show(@CurrentUser() user: User, @WorkId() workId: number): Promise<WorkView> {
    const { work, task } = await this.access.requireReadable(user, workId);
    return this.views.view(user, work, task);
  }

  /**
   * A file an answer of the work names: raster images (kind 'image') and audio inline,
   * everything else (SVG too) as a download; never sniffed.
   */
  @Get(':workId/files/:fileId')
  @SignedIn()
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', 'sandbox')
  @ApiAnswer(BinarySchema, 'application/octet-stream')
  async file(
    @CurrentUser() user: User,
    @WorkId() workId: number,
    @RouteId('fileId') fileId: number,
  ): Promise<StreamableFile> {
    return this.files.open(user, workId, fileId);
  }

  /** Page n (1-based) of such a file as a PNG preview (see StoredFileRef.pages). */
  @Get(':workId/files/:fileId/pages/:page')
  @SignedIn()
  @PageRoute()
  async filePage(
    @CurrentUser() user: User,
    @WorkId() workId: number,
    @RouteId('fileId') fileId: number,
    @RouteId('page') page: number,
  ): Promise<StreamableFile> {
    return pagePng(await this.files.page(user, workId, fileId, page));
  }
}
