import { HttpStatus } from '@nestjs/common';
import { ServerMessage } from '@tutor/contracts';
import { CodedException } from '../common/errors/coded.exception';
import { answer, registerErrorAnswer } from '../common/errors/http-answer';

export enum RedisErrorCode {
  Unavailable = 'REDIS_UNAVAILABLE',
}

/** How long a client is told to wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Redis (REDIS_URL) did not answer in time or is unreachable: 503 with the 'Server Error'
 * text the client translates, and Retry-After.
 */
export class RedisUnavailableException extends CodedException<RedisErrorCode> {
  constructor(cause?: unknown) {
    super(RedisErrorCode.Unavailable, 'Redis is unavailable', { cause });
  }
}

registerErrorAnswer(RedisUnavailableException, (exception) => {
  switch (exception.code) {
    case RedisErrorCode.Unavailable:
      return {
        ...answer(HttpStatus.SERVICE_UNAVAILABLE, ServerMessage.ServerError, 'warn'),
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      };
  }
});
