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
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { StoredFileRef } from '@tutor/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../access/current-user.decorator';
import { SignedIn } from '../access/route-access';
import type { User } from '../users/user.entity';
import { RouteId } from '../common/http/route-id.decorator';
import { FilesService } from './files.service';
import { UploadErrorsInterceptor } from './upload/upload-errors.interceptor';
import { UploadLimitsGuard } from './upload/upload-limits.guard';
import { ApiAnswer, ApiRequest } from '../common/openapi/api-answer.decorator';
import {
  BinarySchema,
  FileUploadSchema,
  StoredFileRefSchema,
} from '../common/openapi/schemas/files.schema';
import { FilesErrorCode, FilesException } from './files.errors';
import { RecordAccess } from '../access/record-access.service';

/** A user's uploads (answers' files, recordings): only the owner reads them here. */
@Controller('api/files')
@SignedIn()
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly access: RecordAccess,
  ) {}

  /**
   * Multipart field `file`; rate and quota are checked before it streams (UploadLimitsGuard),
   * size, type and contents while it does (upload/upload-options.ts, upload/upload-storage.engine.ts).
   */
  @Post()
  @UseGuards(UploadLimitsGuard)
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('file'))
  @ApiRequest(FileUploadSchema, 'multipart/form-data')
  @ApiAnswer(StoredFileRefSchema)
  async upload(
    @CurrentUser() user: User,
    @UploadedFile() upload: Express.Multer.File | undefined,
  ): Promise<StoredFileRef> {
    if (upload === undefined) throw new FilesException(FilesErrorCode.Required);
    return this.files.describe(await this.files.record(user.id, upload));
  }

  @Get(':fileId')
  @ApiAnswer(BinarySchema, 'application/octet-stream')
  async download(
    @CurrentUser() user: User,
    @RouteId('fileId') fileId: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.access.require(user.id, 'file', fileId);
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
