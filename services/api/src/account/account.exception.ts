import { HttpStatus } from '@nestjs/common';
import { CodedException } from '../common/errors/coded.exception';
import { registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
import './account.messages';

export enum AccountErrorCode {
  /** DELETE /api/account/sessions/{id}: not a live session of this user (or this one). */
  SessionNotFound = 'account.session.not_found',
}

export class AccountException extends CodedException<AccountErrorCode> {
  constructor(code: AccountErrorCode) {
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
  }
});
