import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsDefined,
  IsInt,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

export const MARK_READ_IDS_MAX = 100;

/**
 * POST /api/notifications/read: `{ ids: [1, 2] }` or `{ all: true }`. A field that is
 * present is always validated (only a missing one may stand in for the other).
 */
export class MarkReadDto {
  @ValidateIf((body: MarkReadDto) => body.ids !== undefined || body.all === undefined)
  @Max(MAX_RECORD_ID, { each: true })
  @Min(1, { each: true })
  @IsInt({ each: true })
  @ArrayMaxSize(MARK_READ_IDS_MAX)
  @IsArray()
  @IsDefined()
  ids?: number[];

  @ValidateIf((body: MarkReadDto) => body.all !== undefined || body.ids === undefined)
  @Equals(true)
  @IsDefined()
  all?: true;
}
