import {
  MATERIAL_ACCESSES,
  MATERIAL_EXAMS,
  MATERIAL_LIMITS,
  MATERIAL_SUBJECTS,
  TASK_LIMITS,
  type MaterialAccess,
  type MaterialExam,
  type MaterialInput,
  type MaterialSubject,
} from '@tutor/contracts';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  IsNotEmpty,
} from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';

/** POST /api/materials and PATCH /api/materials/:materialId (the edit form sends every field). */
export class MaterialInputDto implements MaterialInput {
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  template_id!: number;

  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(MATERIAL_LIMITS.titleMax)
  @IsPlainText()
  title!: string;

  @IsIn(MATERIAL_SUBJECTS)
  subject!: MaterialSubject;

  @Max(MATERIAL_LIMITS.gradeMax)
  @Min(MATERIAL_LIMITS.gradeMin)
  @IsInt()
  grade!: number;

  @IsIn(MATERIAL_EXAMS, { each: true })
  @ArrayUnique()
  @ArrayMaxSize(MATERIAL_EXAMS.length)
  @IsArray()
  exams!: MaterialExam[];

  @IsString()
  @MaxLength(MATERIAL_LIMITS.descriptionMax)
  description!: string;

  @IsIn(MATERIAL_ACCESSES)
  access!: MaterialAccess;

  @Max(1_000_000)
  @Min(0)
  @IsInt()
  price!: number;

  /** null: no cover; left out: none on create, the one it has on an edit. */
  @IsOptional()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  cover_file_id?: number | null;

  @Max(TASK_LIMITS.questionsMax - 1, { each: true })
  @Min(0, { each: true })
  @IsInt({ each: true })
  @ArrayUnique()
  @ArrayMaxSize(TASK_LIMITS.questionsMax)
  @IsArray()
  preview_questions!: number[];
}
