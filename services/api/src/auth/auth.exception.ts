import { CodedException } from '../common/errors/coded.exception';

export enum AuthErrorCode {
  /** No signed-in user: 401. */
  Unauthenticated = 'UNAUTHENTICATED',
  /** Unknown email or wrong password: 422 on password. */
  InvalidCredentials = 'INVALID_CREDENTIALS',
  /** Too many failed passwords for this email and IP: 422 on email with the seconds left. */
  LoginLocked = 'LOGIN_LOCKED',
}

export class AuthException extends CodedException<AuthErrorCode> {
  constructor(
    code: AuthErrorCode,
    /** For LoginLocked: whole seconds until the next attempt is allowed. */
    readonly retryAfterSeconds = 0,
  ) {
    super(code, `Authentication: ${code}`);
  }
}
