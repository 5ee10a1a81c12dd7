import { applyDecorators } from '@nestjs/common';
import { COMMENT_TEXT_MAX } from '@tutor/contracts';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { Trim } from '../../common/validation/custom-rules';

/** No NUL character: PostgreSQL's text refuses it (line breaks and tabs are welcome). */
function HasNoNul(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasNoNul',
      validator: {
        defaultMessage: () => '$property must not contain NUL characters',
        validate: (value: unknown) => typeof value !== 'string' || !value.includes('\u0000'),
      },
    },
    { context: { rule: 'validation.regex' } },
  );
}

/** A comment on a work: trimmed, required, at most COMMENT_TEXT_MAX characters. */
export function IsCommentText(): PropertyDecorator {
  return applyDecorators(IsString(), MaxLength(COMMENT_TEXT_MAX), HasNoNul(), IsNotEmpty(), Trim());
}
