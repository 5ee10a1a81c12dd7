import {
  TASK_LIST_LIMITS,
  TASK_LIST_SORTS,
  TASK_LIST_STATUS_FILTERS,
  TASKS_PER_PAGE,
  type TaskListQuery,
  type TaskListSort,
  type TaskListStatusFilter,
} from '@tutor/contracts';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { QueryInteger, QueryText } from '../../common/validation/query-params';

/** The latest moment a date filter takes: 9999-12-31, far past any task. */
export const MOMENT_MAX = 253_402_214_400_000;
/** Deeper pages answer empty without asking the database. */
export const TASK_LIST_PAGE_MAX = 100_000;

/** GET /api/tasks?q=&subject_id=&status=&from=&to=&sort=&page=&per_page= */
export class TaskListQueryDto implements TaskListQuery {
  /** Words of the title or of a question's text, in any of their forms. */
  @IsOptional()
  @QueryText()
  @IsString()
  @MaxLength(TASK_LIST_LIMITS.queryMax)
  q?: string;

  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  subject_id?: number;

  @IsOptional()
  @QueryText()
  @IsIn(TASK_LIST_STATUS_FILTERS)
  status?: TaskListStatusFilter;

  /** Created at or after this moment (epoch ms). */
  @IsOptional()
  @QueryInteger(15)
  @Max(MOMENT_MAX)
  @Min(0)
  @IsInt()
  from?: number;

  /** Created before this moment (epoch ms). */
  @IsOptional()
  @QueryInteger(15)
  @Max(MOMENT_MAX)
  @Min(0)
  @IsInt()
  to?: number;

  @IsOptional()
  @QueryText()
  @IsIn(TASK_LIST_SORTS)
  sort?: TaskListSort;

  @IsOptional()
  @QueryInteger()
  @Max(MAX_RECORD_ID)
  @Min(1)
  @IsInt()
  page?: number;

  @IsOptional()
  @QueryInteger()
  @Max(TASK_LIST_LIMITS.perPageMax)
  @Min(1)
  @IsInt()
  per_page?: number = TASKS_PER_PAGE;
}
