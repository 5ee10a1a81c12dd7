import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsInt, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

/** The work's version the client saw: a required non-negative integer. */
export function IsWorkVersion(): PropertyDecorator {
  return applyDecorators(Max(MAX_RECORD_ID), Min(0), IsInt(), IsDefined());
}

/** A record id in a body: a required positive integer. */
export function IsRecordId(): PropertyDecorator {
  return applyDecorators(Max(MAX_RECORD_ID), Min(1), IsInt(), IsDefined());
}
