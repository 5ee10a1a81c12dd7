import { CodedException } from '../common/errors/coded.exception';
import { fieldAnswer, registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
import { waitAmount } from '../throttle/wait-amount';

export enum AuthErrorCode {
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

registerErrorAnswer(AuthException, (exception, locale) => {
  switch (exception.code) {
    case AuthErrorCode.InvalidCredentials:
      return fieldAnswer('password', translate('auth.failed', locale));
    case AuthErrorCode.LoginLocked: {
      const wait = waitAmount(exception.retryAfterSeconds, locale);
      return fieldAnswer('email', translate('auth.throttle', locale, wait));
    }
  }
});
