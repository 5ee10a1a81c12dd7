import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

export const HISTORY_PER_PAGE = 20;
export const HISTORY_PER_PAGE_MAX = 100;

/** '' is none, digits are a number, anything else stays text (and fails IsInt). */
const QueryInteger = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === '') return undefined;
    return typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  });

/** GET /api/remotes/registry/versions */
export class RegistryHistoryQueryDto {
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(MAX_RECORD_ID)
  page?: number;

  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(1)
  @Max(HISTORY_PER_PAGE_MAX)
  per_page?: number;
}
