import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsInt, Max, Min } from 'class-validator';

export const MAX_INTEGER = 2_147_483_647;

/** The work's version the client saw: a required non-negative integer. */
export function IsWorkVersion(): PropertyDecorator {
  return applyDecorators(Max(MAX_INTEGER), Min(0), IsInt(), IsDefined());
}

/** A record id in a body: a required positive integer. */
export function IsRecordId(): PropertyDecorator {
  return applyDecorators(Max(MAX_INTEGER), Min(1), IsInt(), IsDefined());
}
