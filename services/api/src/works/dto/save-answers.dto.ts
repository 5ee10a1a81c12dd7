import { TASK_LIMITS, type AnswerValue, type SaveAnswersRequest } from '@tutor/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsObject,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsRecordId, IsWorkVersion } from './version.decorator';

export class AnswerInputDto {
  @IsRecordId()
  question_id!: number;

  /** Checked against the question's type by the service; null clears the answer. */
  @ValidateIf((answer: AnswerInputDto) => answer.value !== null)
  @IsObject()
  @IsDefined()
  value!: AnswerValue | null;
}

/** PUT /api/works/:workId/answers */
export class SaveAnswersDto implements SaveAnswersRequest {
  @IsWorkVersion()
  version!: number;

  @ValidateNested({ each: true })
  @Type(() => AnswerInputDto)
  @ArrayMaxSize(TASK_LIMITS.questionsMax)
  @IsArray()
  @IsDefined()
  answers!: AnswerInputDto[];
}
