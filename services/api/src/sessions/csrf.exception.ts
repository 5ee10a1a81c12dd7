import { CodedException } from '../common/errors/coded.exception';

export enum SessionErrorCode {
  CsrfMismatch = 'CSRF_MISMATCH',
}

/** A state-changing request without the session's XSRF token: 419 'CSRF token mismatch.' */
export class CsrfException extends CodedException<SessionErrorCode> {
  constructor() {
    super(SessionErrorCode.CsrfMismatch, 'CSRF token mismatch');
  }
}
