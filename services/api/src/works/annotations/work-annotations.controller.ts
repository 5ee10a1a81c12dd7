import { Body, Controller, Get, Header, Put, Query, type StreamableFile } from '@nestjs/common';
import { ApiConflictResponse } from '@nestjs/swagger';
import type { AnnotationLayer, WorkAnnotations as WorkAnnotationsView } from '@tutor/contracts';
import { AnnotationLayerSchema, WorkAnnotationsSchema } from '@tutor/contracts';
import { CurrentUser } from '../../access/current-user.decorator';
import { SignedIn, TeacherOnly } from '../../access/route-access';
import { RouteId, WorkId } from '../../common/http/route-id.decorator';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { BinarySchema } from '../../common/openapi/schemas/files.schema';
import type { User } from '../../users/user.entity';
import { AnnotationExport } from './annotation-export.service';
import { AnnotationExportQueryDto } from './dto/annotation-export-query.dto';
import { AnnotationLayerDto } from './dto/annotation-layer.dto';
import { WorkAnnotations } from './work-annotations.service';

/** The teacher's marks over the pages of a work's image and PDF answers. */
@Controller('api/works/:workId/annotations')
export class WorkAnnotationsController {
  constructor(
    private readonly annotations: WorkAnnotations,
    private readonly exports: AnnotationExport,
  ) {}

  /** Every saved page of the work's marks (the student's once checked or returned). */
  @Get()
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(WorkAnnotationsSchema)
  list(@CurrentUser() user: User, @WorkId() workId: number): Promise<WorkAnnotationsView> {
    return this.annotations.list(user, workId);
  }

  @Put(':fileId/pages/:page')
  @TeacherOnly()
  @ApiAnswer(AnnotationLayerSchema)
  @ApiConflictResponse({ description: 'the marks changed meanwhile or the work takes none now' })
  save(
    @CurrentUser() teacher: User,
    @WorkId() workId: number,
    @RouteId('fileId') fileId: number,
    @RouteId('page') page: number,
    @Body() body: AnnotationLayerDto,
  ): Promise<AnnotationLayer> {
    return this.annotations.save(teacher, workId, fileId, page, body);
  }

  /** The page with its marks drawn on it, as a PNG or a one-page PDF download. */
  @Get(':fileId/pages/:page/export')
  @SignedIn()
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiAnswer(BinarySchema, 'application/octet-stream')
  export(
    @CurrentUser() user: User,
    @WorkId() workId: number,
    @RouteId('fileId') fileId: number,
    @RouteId('page') page: number,
    @Query() query: AnnotationExportQueryDto,
  ): Promise<StreamableFile> {
    return this.exports.export(user, workId, fileId, page, query.format ?? 'png');
  }
}
