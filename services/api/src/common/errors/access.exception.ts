import { CodedException } from './coded.exception';

export enum AccessErrorCode {
  /** No signed-in user on a route that needs one: 401 'Unauthenticated.' */
  Unauthenticated = 'UNAUTHENTICATED',
  /** The user may not see or change this: 403 'This action is unauthorized.' */
  Forbidden = 'FORBIDDEN',
  /** The work does not exist or was withdrawn: 404 with code work_not_found. */
  WorkNotFound = 'WORK_NOT_FOUND',
  /** Any other missing record: 404 'Not Found.' (the client's ModelNotFound). */
  NotFound = 'NOT_FOUND',
}

/** Who may see what: thrown by every service's access check. */
export class AccessException extends CodedException<AccessErrorCode> {
  constructor(code: AccessErrorCode) {
    super(code, `Access: ${code}`);
  }

  static unauthenticated(): AccessException {
    return new AccessException(AccessErrorCode.Unauthenticated);
  }

  static forbidden(): AccessException {
    return new AccessException(AccessErrorCode.Forbidden);
  }

  static workNotFound(): AccessException {
    return new AccessException(AccessErrorCode.WorkNotFound);
  }

  static notFound(): AccessException {
    return new AccessException(AccessErrorCode.NotFound);
  }
}
