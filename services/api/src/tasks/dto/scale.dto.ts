import { TASK_LIMITS, TASK_SCALES, TaskScale } from '@tutor/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';

const FINITE = { allowNaN: false, allowInfinity: false } as const;

/** five_point: the minimum percent of max ball for the marks 5, 4 and 3. */
export class ThresholdsDto {
  @IsDefined()
  @IsNumber(FINITE)
  @Min(0)
  @Max(100)
  '5'!: number;

  @IsDefined()
  @IsNumber(FINITE)
  @Min(0)
  @Max(100)
  '4'!: number;

  @IsDefined()
  @IsNumber(FINITE)
  @Min(0)
  @Max(100)
  '3'!: number;
}

/** custom: a labelled band starting at min_percent. */
export class CustomOptionDto {
  @Trim()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TASK_LIMITS.customLabelMax)
  @IsPlainText()
  label!: string;

  @IsDefined()
  @IsNumber(FINITE)
  @Min(0)
  @Max(100)
  min_percent!: number;
}

const isScale =
  (scale: TaskScale) =>
  (dto: ScaleDto): boolean =>
    dto.scale === scale;

/** contracts' ScaleOptions: the fields of the chosen scale are checked, others ignored. */
export class ScaleDto {
  @IsDefined()
  @IsIn(TASK_SCALES)
  scale!: TaskScale;

  @ValidateIf(isScale(TaskScale.FivePoint))
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ThresholdsDto)
  thresholds?: ThresholdsDto;

  @ValidateIf(isScale(TaskScale.PassFail))
  @IsDefined()
  @IsNumber(FINITE)
  @Min(0)
  @Max(100)
  pass_percent?: number;

  @ValidateIf(isScale(TaskScale.Custom))
  @IsDefined()
  @IsArray()
  @ArrayMinSize(1, { context: { rule: 'tasks.scale_options_min' } })
  @ArrayMaxSize(TASK_LIMITS.customOptionsMax, { context: { rule: 'tasks.scale_options_max' } })
  @ValidateNested({ each: true })
  @Type(() => CustomOptionDto)
  options?: CustomOptionDto[];
}
