import { Controller, Get, Header, type StreamableFile } from '@nestjs/common';
import { CurrentUser } from '../../access/current-user.decorator';
import { SignedIn } from '../../access/route-access';
import { RouteId } from '../../common/http/route-id.decorator';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { BinarySchema } from '../../common/openapi/schemas/files.schema';
import { PageRoute, pagePng } from '../../files/previews/page-response';
import type { User } from '../../users/user.entity';
import { MaterialFiles } from './material-files.service';

/** The files of a material (MaterialPage.files): previews for all, files for owners. */
@Controller('api/materials')
export class MaterialFilesController {
  constructor(private readonly files: MaterialFiles) {}

  /** The file, for the author and owners only (403 to others). */
  @Get(':materialId/files/:fileId')
  @SignedIn()
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', 'sandbox')
  @ApiAnswer(BinarySchema, 'application/octet-stream')
  file(
    @CurrentUser() user: User,
    @RouteId('materialId') materialId: number,
    @RouteId('fileId') fileId: number,
  ): Promise<StreamableFile> {
    return this.files.open(user.id, materialId, fileId);
  }

  /** Its first page as a PNG watermarked «Образец», for whoever may see the material. */
  @Get(':materialId/files/:fileId/preview')
  @SignedIn()
  @PageRoute()
  async preview(
    @CurrentUser() user: User,
    @RouteId('materialId') materialId: number,
    @RouteId('fileId') fileId: number,
  ): Promise<StreamableFile> {
    return pagePng(await this.files.preview(user.id, materialId, fileId));
  }
}
