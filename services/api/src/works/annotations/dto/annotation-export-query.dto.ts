import { ANNOTATION_EXPORT_FORMATS, type AnnotationExportFormat } from '@tutor/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { QueryText } from '../../../common/validation/query-params';

/** GET …/annotations/:fileId/pages/:page/export?format=png|pdf (png by default). */
export class AnnotationExportQueryDto {
  @QueryText()
  @IsIn(ANNOTATION_EXPORT_FORMATS)
  @IsOptional()
  format?: AnnotationExportFormat;
}
