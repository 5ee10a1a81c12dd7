import { RUBRIC_LIMITS, type Rubric } from '@tutor/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';

const { titleMax, idMax, pointsMax, levelsMin, levelsMax, criteriaMin, criteriaMax } =
  RUBRIC_LIMITS;

/** One level of a criterion: its title and whole points (0 and up). */
export class RubricLevelDto {
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(idMax)
  @IsPlainText()
  id!: string;

  @Trim()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(titleMax)
  title!: string;

  @IsDefined()
  @IsInt()
  @Min(0)
  @Max(pointsMax)
  points!: number;
}

/** One criterion (a row of the rubric) with its levels (columns). */
export class RubricCriterionDto {
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(idMax)
  @IsPlainText()
  id!: string;

  @Trim()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(titleMax)
  title!: string;

  @IsDefined()
  @IsArray()
  @ArrayMinSize(levelsMin, { context: { rule: 'rubrics.levels_min' } })
  @ArrayMaxSize(levelsMax, { context: { rule: 'rubrics.levels_max' } })
  @ValidateNested({ each: true })
  @Type(() => RubricLevelDto)
  levels!: RubricLevelDto[];
}

/** A rubric: the library's body and a question's `rubric`. */
export class RubricDto implements Rubric {
  @Trim()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(titleMax)
  title!: string;

  @IsDefined()
  @IsArray()
  @ArrayMinSize(criteriaMin, { context: { rule: 'rubrics.criteria_min' } })
  @ArrayMaxSize(criteriaMax, { context: { rule: 'rubrics.criteria_max' } })
  @ValidateNested({ each: true })
  @Type(() => RubricCriterionDto)
  criteria!: RubricCriterionDto[];
}
