import { HttpStatus } from '@nestjs/common';
import { CodedException } from '../common/errors/coded.exception';
import { registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
import './account.messages';

export enum AccountErrorCode {
  /** DELETE /api/account/sessions/{id}: not a live session of this user (or this one). */
  SessionNotFound = 'account.session.not_found',
  /** POST /api/account/email/verification again within a minute: 429 with Retry-After. */
  VerificationThrottled = 'account.email.verification_throttled',
}

export class AccountException extends CodedException<AccountErrorCode> {
  /** `retryAfterSeconds`: when a throttled request may be made again. */
  constructor(
    code: AccountErrorCode,
    readonly retryAfterSeconds = 0,
  ) {
    super(code, `Account: ${code}`);
  }
}

registerErrorAnswer(AccountException, (exception, locale) => {
  switch (exception.code) {
    case AccountErrorCode.SessionNotFound:
      return {
        status: HttpStatus.NOT_FOUND,
        body: { message: translate(exception.code, locale), code: 'session_not_found' },
      };
    case AccountErrorCode.VerificationThrottled:
      return {
        status: HttpStatus.TOO_MANY_REQUESTS,
        body: {
          message: translate(exception.code, locale, { seconds: exception.retryAfterSeconds }),
          code: 'verification_throttled',
        },
        headers: { 'Retry-After': String(exception.retryAfterSeconds) },
      };
  }
});
