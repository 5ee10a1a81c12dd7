import {
  STARTER_SUBJECTS_MAX,
  SUBJECT_NAME_MAX,
  type StarterSubjectsInput,
} from '@tutor/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsString,
  MaxLength,
} from 'class-validator';
import { IsPlainText } from '../../common/validation/custom-rules';

/** POST /api/subjects/starter: the starter subjects the teacher ticked, by name. */
export class StarterSubjectsDto implements StarterSubjectsInput {
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((name: unknown) => (typeof name === 'string' ? name.trim() : name))
      : value,
  )
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(STARTER_SUBJECTS_MAX)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(SUBJECT_NAME_MAX, { each: true })
  @IsPlainText({ each: true })
  names!: string[];
}
