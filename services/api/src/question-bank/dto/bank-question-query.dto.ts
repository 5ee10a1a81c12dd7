import {
  QUESTION_BANK_LIMITS,
  QUESTION_TYPES,
  type BankQuestionQuery,
  type QuestionType,
} from '@tutor/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

/** A query-string number: '' is no filter, digits are a number, anything else stays text. */
function QueryInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === '') return undefined;
    return typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  });
}

/** '' is no filter. */
function EmptyIsNone(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));
}

/** GET /api/question-bank?q=&type=&subject_id=&page=&per_page= */
export class BankQuestionQueryDto implements BankQuestionQuery {
  @IsOptional()
  @IsString()
  @MaxLength(QUESTION_BANK_LIMITS.queryMax)
  q?: string;

  @IsOptional()
  @EmptyIsNone()
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
