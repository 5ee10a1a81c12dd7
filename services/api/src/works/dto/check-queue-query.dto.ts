import { CHECK_QUEUE_PER_PAGE, WorkStatus, type CheckQueueQuery } from '@tutor/contracts';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { QueryInteger } from '../../common/validation/query-params';

export const CHECK_QUEUE_PER_PAGE_MAX = 100;
const QUEUE_STATUSES = [WorkStatus.Submitted, WorkStatus.Resubmitted, WorkStatus.BeingChecked];

/** GET /api/checks?task_id=&student_id=&subject_id=&status=&page=&per_page= */
export class CheckQueueQueryDto implements CheckQueueQuery {
  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  task_id?: number;

  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  student_id?: number;

  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  subject_id?: number;

  @IsOptional()
  @QueryInteger()
  @IsIn(QUEUE_STATUSES)
  status?: WorkStatus;

  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  page?: number;

  @IsOptional()
  @QueryInteger()
  @Max(CHECK_QUEUE_PER_PAGE_MAX)
  @Min(1)
  @IsInt()
  per_page?: number = CHECK_QUEUE_PER_PAGE;
}
