import { TASK_LIMITS, type CheckWorkRequest, type RubricLevels } from '@tutor/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsCommentText } from './comment-text.decorator';
import { IsRecordId, IsWorkVersion } from './version.decorator';
import { IsRubricLevels } from '../check/rubric-levels.decorator';

export class QuestionBallDto {
  @IsRecordId()
  question_id!: number;

  /**
   * Within the question's own ball; the service checks that bound. Required for a question
   * without a rubric; a rubric question's ball is its levels' points.
   */
  @Max(TASK_LIMITS.maxBallMax)
  @Min(0)
  @IsInt()
  @IsOptional()
  ball?: number;

  /** A rubric question: the chosen level id per criterion id (see rubric-scores.ts). */
  @IsRubricLevels()
  @IsOptional()
  rubric_levels?: RubricLevels;
}

/** PUT /api/works/:workId/check */
export class CheckWorkDto implements CheckWorkRequest {
  @IsWorkVersion()
  version!: number;

  @ValidateNested({ each: true })
  @Type(() => QuestionBallDto)
  @ArrayMaxSize(TASK_LIMITS.questionsMax)
  @IsArray()
  @IsDefined()
  balls!: QuestionBallDto[];

  @IsBoolean()
  @IsDefined()
  finish!: boolean;

  /** A note to the student with the final check (a comment on the work). */
  @IsOptional()
  @IsCommentText()
  comment?: string;
}
