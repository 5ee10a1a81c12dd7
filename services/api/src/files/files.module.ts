import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { FileReferences } from './file-references.service';
import { FileStorage } from './file-storage';
import { FileStorageModule } from './file-storage.module';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { OrphanFilesSweeper } from './orphan-files.sweeper';
import { FilePreviews } from './previews/file-previews.service';
import { PageRenderer } from './previews/page-renderer';
import { StoredFile } from './stored-file.entity';
import { uploadOptions } from './upload/upload-options';
import { UploadErrorsInterceptor } from './upload/upload-errors.interceptor';
import { UploadLimitsGuard } from './upload/upload-limits.guard';
import './files.messages';
import './stored-file.ownership';

@Module({
  imports: [
    TypeOrmModule.forFeature([StoredFile]),
    FileStorageModule,
    SchedulingModule,
    MulterModule.registerAsync({
      imports: [FileStorageModule],
      inject: [AppConfig, FileStorage, Clock],
      useFactory: (config: AppConfig, storage: FileStorage, clock: Clock) =>
        uploadOptions(config.files, storage, clock),
    }),
  ],
  controllers: [FilesController],
  providers: [
    FilesService,
    UploadErrorsInterceptor,
    UploadLimitsGuard,
    FileReferences,
    OrphanFilesSweeper,
    PageRenderer,
    FilePreviews,
  ],
  exports: [TypeOrmModule, FilesService, FileStorageModule, FileReferences, FilePreviews],
})
export class FilesModule {}
