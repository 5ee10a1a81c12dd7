import {
  ATTACHMENT_LIMITS,
  QUESTION_TYPES,
  TASK_LIMITS,
  isChoiceQuestion,
  type QuestionType,
} from '@tutor/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../common/validation/custom-rules';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

/** Ids are integer columns: larger numbers can name no row (and PostgreSQL refuses them). */
export const MAX_QUESTION_BALL = 1000;
export const MAX_OPTION_ID_LENGTH = 64;

export class ChoiceOptionDto {
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_OPTION_ID_LENGTH)
  id!: string;

  @Trim()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TASK_LIMITS.choiceTextMax)
  text!: string;
}

const isChoice = (dto: TaskQuestionDto): boolean =>
  typeof dto.type === 'string' && QUESTION_TYPES.includes(dto.type) && isChoiceQuestion(dto.type);

/** contracts' TaskQuestionInput; options and correct are checked for choice questions only. */
export class TaskQuestionDto {
  /** On PUT: the id of a question of this task that is kept. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_RECORD_ID)
  id?: number | null;

  @IsDefined()
  @IsIn(QUESTION_TYPES)
  type!: QuestionType;

  @Trim()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TASK_LIMITS.questionTextMax)
  text!: string;

  @IsDefined()
  @IsInt()
  @Min(0)
  @Max(MAX_QUESTION_BALL)
  ball!: number;

  @ValidateIf(isChoice)
  @IsDefined()
  @IsArray()
  @ArrayMinSize(TASK_LIMITS.choiceOptionsMin, { context: { rule: 'tasks.options_min' } })
  @ArrayMaxSize(TASK_LIMITS.choiceOptionsMax, { context: { rule: 'tasks.options_max' } })
  @ValidateNested({ each: true })
  @Type(() => ChoiceOptionDto)
  options?: ChoiceOptionDto[] | null;

  @ValidateIf(isChoice)
  @IsDefined()
  @IsArray()
  @ArrayMinSize(1, { context: { rule: 'tasks.correct_required' } })
  @ArrayMaxSize(TASK_LIMITS.choiceOptionsMax, { context: { rule: 'tasks.correct_unknown' } })
  @IsString({ each: true })
  @MaxLength(MAX_OPTION_ID_LENGTH, { each: true })
  correct?: string[] | null;

  /** File questions: files per answer; absent or null keeps 1. */
  @IsOptional()
  @IsInt()
  @Min(TASK_LIMITS.maxFilesMin, { context: { rule: 'tasks.max_files_range' } })
  @Max(TASK_LIMITS.maxFilesMax, { context: { rule: 'tasks.max_files_range' } })
  max_files?: number | null;

  /** Short-text questions: accepted answers of the automatic check. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TASK_LIMITS.referenceAnswersMax, {
    context: { rule: 'tasks.reference_answers_max' },
  })
  @IsString({ each: true })
  @IsNotEmpty({ each: true, context: { rule: 'tasks.reference_answer_empty' } })
  @MaxLength(TASK_LIMITS.referenceAnswerMax, {
    each: true,
    context: { rule: 'tasks.reference_answer_long' },
  })
  reference_answers?: string[] | null;

  /** Ids of uploaded files listed under the question. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ATTACHMENT_LIMITS.perQuestion, { context: { rule: 'task_files.question_max' } })
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_RECORD_ID, { each: true })
  attachments?: number[] | null;
}
