import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { TaskQuestionDto } from '../../tasks/dto/task-question.dto';

/**
 * POST /api/question-bank (contracts' BankQuestionInput): a task question's content (the tasks' own DTO and rules) and the
 * subject it is kept under.
 */
export class BankQuestionInputDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_RECORD_ID)
  subject_id!: number | null;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => TaskQuestionDto)
  question!: TaskQuestionDto;
}
