import {
  MATERIAL_EXAMS,
  MATERIAL_LIMITS,
  MATERIAL_SORTS,
  MATERIAL_SUBJECTS,
  type MaterialCatalogueQuery,
  type MaterialExam,
  type MaterialSort,
  type MaterialSubject,
} from '@tutor/contracts';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { QueryInteger, QueryText } from '../../common/validation/query-params';

/** GET /api/materials */
export class CatalogueQueryDto implements MaterialCatalogueQuery {
  @IsOptional()
  @QueryText()
  @IsString()
  @MaxLength(MATERIAL_LIMITS.queryMax)
  q?: string;

  @IsOptional()
  @QueryText()
  @IsIn(MATERIAL_SUBJECTS)
  subject?: MaterialSubject;

  @IsOptional()
  @QueryInteger()
  @Max(MATERIAL_LIMITS.gradeMax)
  @Min(MATERIAL_LIMITS.gradeMin)
  @IsInt()
  grade?: number;

  @IsOptional()
  @QueryText()
  @IsIn(MATERIAL_EXAMS)
  exam?: MaterialExam;

  @IsOptional()
  @QueryText()
  @IsIn(['free', 'paid'])
  price_kind?: 'free' | 'paid';

  @IsOptional()
  @QueryInteger()
  @Max(1_000_000)
  @Min(0)
  @IsInt()
  price_min?: number;

  @IsOptional()
  @QueryInteger()
  @Max(1_000_000)
  @Min(0)
  @IsInt()
  price_max?: number;

  @IsOptional()
  @QueryInteger()
  @Max(5)
  @Min(1)
  @IsInt()
  rating_min?: number;

  @IsOptional()
  @QueryText()
  @IsIn(MATERIAL_SORTS)
  sort?: MaterialSort;

  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  page?: number;

  @IsOptional()
  @QueryInteger()
  @Max(MATERIAL_LIMITS.perPageMax)
  @Min(1)
  @IsInt()
  per_page?: number;

  @IsOptional()
  @QueryText()
  @IsIn(['catalogue', 'mine', 'favourites'])
  scope?: 'catalogue' | 'mine' | 'favourites';
}
