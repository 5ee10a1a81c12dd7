import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from './custom-rules';

/**
 * The email of every account form: trimmed, required, a valid address, at most 255.
 * Listed in the order TypeScript would apply them when written one per line.
 */
export function IsAccountEmail(): PropertyDecorator {
  return applyDecorators(MaxLength(255), IsEmail(), IsString(), IsNotEmpty(), Trim());
}
