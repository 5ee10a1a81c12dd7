import { applyDecorators } from '@nestjs/common';
import { COMMENT_TEXT_MAX } from '@tutor/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/custom-rules';

/** A comment on a work: trimmed, required, at most COMMENT_TEXT_MAX characters. */
export function IsCommentText(): PropertyDecorator {
  return applyDecorators(IsString(), MaxLength(COMMENT_TEXT_MAX), IsNotEmpty(), Trim());
}
