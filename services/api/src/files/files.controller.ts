import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { StoredFileRef } from '@tutor/contracts';
import type { Response } from 'express';
import { CurrentUser, SignedIn } from '../auth/signed-in.decorator';
import { RefusalException } from '../common/errors/refusal.exception';
import type { User } from '../users/user.entity';
import { RouteId } from '../common/http/route-id.decorator';
import { FilesService } from './files.service';
import { UploadErrorsInterceptor } from './upload-errors.interceptor';

/** A user's uploads (answers' files, recordings): only the owner reads them here. */
@Controller('api/files')
@SignedIn()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  /** Multipart field `file`; size and type are checked while it streams (upload-options.ts). */
  @Post()
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('file'))
  async upload(
    @CurrentUser() user: User,
    @UploadedFile() upload: Express.Multer.File | undefined,
  ): Promise<StoredFileRef> {
    if (upload === undefined) throw new RefusalException(422, 'files.required', { field: 'file' });
    return this.files.describe(await this.files.record(user.id, upload));
  }

  @Get(':fileId')
  async download(
    @CurrentUser() user: User,
    @RouteId('fileId') fileId: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.files.findOwned(user.id, fileId);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-cache');
    return this.files.streamable(file);
  }

  @Delete(':fileId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() user: User, @RouteId('fileId') fileId: number): Promise<void> {
    await this.files.remove(user.id, fileId);
  }
}
