import { HttpStatus } from '@nestjs/common';
import { ServerMessage } from '@tutor/contracts';
import { CodedException } from '../common/errors/coded.exception';
import { answer, registerErrorAnswer } from '../common/errors/http-answer';

export enum ThrottleErrorCode {
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
}

/** Over a rate limit: 429 'Too Many Attempts.' with Retry-After. */
export class TooManyAttemptsException extends CodedException<ThrottleErrorCode> {
  constructor(readonly retryAfterSeconds: number) {
    super(ThrottleErrorCode.TooManyAttempts, `Too many attempts, retry in ${retryAfterSeconds} s`);
  }
}

registerErrorAnswer(TooManyAttemptsException, (exception) => {
  switch (exception.code) {
    case ThrottleErrorCode.TooManyAttempts:
      return {
        ...answer(HttpStatus.TOO_MANY_REQUESTS, ServerMessage.TooManyRequests),
        headers: { 'Retry-After': String(exception.retryAfterSeconds) },
      };
  }
});
