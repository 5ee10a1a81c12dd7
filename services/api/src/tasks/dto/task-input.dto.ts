import { ATTACHMENT_LIMITS, TASK_LIMITS } from '@tutor/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';
import { ScaleDto } from './scale.dto';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { TaskQuestionDto } from './task-question.dto';

/** 9999-12-31T23:59:59.999Z: later moments are typing mistakes, not plans. */
export const MAX_MOMENT = 253_402_300_799_999;

/**
 * POST/PUT /api/tasks (contracts' TaskInput). Optional fields default to empty text, 0,
 * null or false; the rules that compare fields live in task-input.rules.ts.
 */
export class TaskInputDto {
  @Trim()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TASK_LIMITS.titleMax)
  @IsPlainText()
  title!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_RECORD_ID)
  subject_id?: number | null;

  @IsDefined()
  @IsArray()
  @ArrayMinSize(1, { context: { rule: 'tasks.questions_min' } })
  @ArrayMaxSize(TASK_LIMITS.questionsMax, { context: { rule: 'tasks.questions_max' } })
  @ValidateNested({ each: true })
  @Type(() => TaskQuestionDto)
  questions!: TaskQuestionDto[];

  @IsDefined()
  @IsInt()
  @Min(TASK_LIMITS.maxBallMin)
  @Max(TASK_LIMITS.maxBallMax)
  max_ball!: number;

  @IsOptional()
  @IsString()
  @MaxLength(TASK_LIMITS.criteriaMax)
  criteria?: string | null;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(TASK_LIMITS.timerMinutesMax)
  timer_minutes?: number | null;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_MOMENT)
  deadline?: number | null;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_MOMENT)
  delay_at?: number | null;

  @IsOptional() @IsBoolean() only_new?: boolean | null;
  @IsOptional() @IsBoolean() can_repeated?: boolean | null;
  @IsOptional() @IsBoolean() show_answers?: boolean | null;
  @IsOptional() @IsBoolean() post_deadline_allowed?: boolean | null;
  @IsOptional() @IsBoolean() allow_question_copy?: boolean | null;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ScaleDto)
  scale!: ScaleDto;

  @IsOptional()
  @IsString()
  @MaxLength(TASK_LIMITS.decisionMax)
  decision?: string | null;

  /** Ids of uploaded files attached to the task as a whole. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ATTACHMENT_LIMITS.perTask, { context: { rule: 'task_files.task_max' } })
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_RECORD_ID, { each: true })
  attachments?: number[] | null;
}
