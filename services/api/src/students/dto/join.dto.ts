import { INVITE_CODE_MAX } from '@tutor/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/custom-rules';

/** POST /api/students/join: the code of a teacher's invite link. */
export class JoinDto {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(INVITE_CODE_MAX)
  invite!: string;
}
