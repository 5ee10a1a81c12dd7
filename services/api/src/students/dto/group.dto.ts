import { GROUP_NAME_MAX } from '@tutor/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

/** More students than any teacher has: a bound on the work one request can ask for. */
export const GROUP_STUDENTS_MAX = 10_000;

/** POST /api/groups: a name and the teacher's students in the group. */
export class CreateGroupDto {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(GROUP_NAME_MAX)
  @IsPlainText()
  name!: string;

  /** Absent: an empty group. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(GROUP_STUDENTS_MAX)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_RECORD_ID, { each: true })
  student_ids?: number[];
}

/** PATCH /api/groups/:groupId: a new name, a new member list (replacing the old), or both. */
export class UpdateGroupDto {
  @IsOptional()
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(GROUP_NAME_MAX)
  @IsPlainText()
  name?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(GROUP_STUDENTS_MAX)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_RECORD_ID, { each: true })
  student_ids?: number[];
}
