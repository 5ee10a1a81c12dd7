import { SUBJECT_NAME_MAX } from '@tutor/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';

/** POST /api/subjects and PATCH /api/subjects/:subjectId. */
export class SubjectDto {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(SUBJECT_NAME_MAX)
  @IsPlainText()
  name!: string;
}
