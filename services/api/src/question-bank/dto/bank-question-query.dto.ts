import {
  QUESTION_BANK_LIMITS,
  QUESTION_TYPES,
  type BankQuestionQuery,
  type QuestionType,
} from '@tutor/contracts';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { QueryInteger, QueryText } from '../../common/validation/query-params';

/** GET /api/question-bank?q=&type=&subject_id=&page=&per_page= */
export class BankQuestionQueryDto implements BankQuestionQuery {
  @IsOptional()
  @IsString()
  @MaxLength(QUESTION_BANK_LIMITS.queryMax)
  q?: string;

  @IsOptional()
  @QueryText()
  @IsIn(QUESTION_TYPES)
  type?: QuestionType;

  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  subject_id?: number;

  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  page?: number;

  @IsOptional()
  @QueryInteger()
  @Max(QUESTION_BANK_LIMITS.perPageMax)
  @Min(1)
  @IsInt()
  per_page?: number;
}
