import { ServerMessage } from '@tutor/contracts';
import { CodedException } from '../common/errors/coded.exception';
import { CSRF_MISMATCH_STATUS, answer, registerErrorAnswer } from '../common/errors/http-answer';

export enum SessionErrorCode {
  CsrfMismatch = 'CSRF_MISMATCH',
}

/** A state-changing request without the session's XSRF token: 419 'CSRF token mismatch.' */
export class CsrfException extends CodedException<SessionErrorCode> {
  constructor() {
    super(SessionErrorCode.CsrfMismatch, 'CSRF token mismatch');
  }
}

registerErrorAnswer(CsrfException, (exception) => {
  switch (exception.code) {
    case SessionErrorCode.CsrfMismatch:
      return answer(CSRF_MISMATCH_STATUS, ServerMessage.CsrfMismatch);
  }
});
