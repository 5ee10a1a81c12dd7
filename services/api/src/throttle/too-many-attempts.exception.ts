import { CodedException } from '../common/errors/coded.exception';

export enum ThrottleErrorCode {
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
}

/** Over a rate limit: 429 'Too Many Attempts.' with Retry-After. */
export class TooManyAttemptsException extends CodedException<ThrottleErrorCode> {
  constructor(readonly retryAfterSeconds: number) {
    super(ThrottleErrorCode.TooManyAttempts, `Too many attempts, retry in ${retryAfterSeconds} s`);
  }
}
