import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

export const DISPATCH_TARGET_KINDS = ['students', 'group', 'all'] as const;
export type DispatchTargetKind = (typeof DISPATCH_TARGET_KINDS)[number];

/** Ids are integer columns: larger numbers can name no row (and PostgreSQL refuses them). */
/** One request names at most this many students; a class beyond it is sent as a group or to all. */
export const MAX_STUDENT_IDS = 10_000;
/** 9999-12-31T23:59:59.999Z: later moments are typing mistakes, not plans. */
export const MAX_DELAY_AT = 253_402_300_799_999;

export class DispatchTargetDto {
  @IsDefined()
  @IsIn(DISPATCH_TARGET_KINDS)
  kind!: DispatchTargetKind;

  @ValidateIf((target: DispatchTargetDto) => target.kind === 'students')
  @IsDefined()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_STUDENT_IDS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_RECORD_ID, { each: true })
  student_ids?: number[];

  @ValidateIf((target: DispatchTargetDto) => target.kind === 'group')
  @IsDefined()
  @IsInt()
  @Min(1)
  @Max(MAX_RECORD_ID)
  group_id?: number;
}

/** POST /api/tasks/:taskId/dispatches (contracts' DispatchRequest). */
export class DispatchRequestDto {
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => DispatchTargetDto)
  target!: DispatchTargetDto;

  /** Epoch ms; null (or absent) sends now, a past moment too. */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_DELAY_AT)
  delay_at?: number | null;

  /** Also to students who join later: sets the task's only_new on or off; absent leaves it. */
  @IsOptional()
  @IsBoolean()
  only_new?: boolean;
}

/** POST /api/tasks/:taskId/dispatch-preview (contracts' DispatchPreviewRequest). */
export class DispatchPreviewDto {
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => DispatchTargetDto)
  target!: DispatchTargetDto;
}
