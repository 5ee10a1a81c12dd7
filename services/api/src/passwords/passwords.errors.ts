import { CodedException } from '../common/errors/coded.exception';
import { fieldAnswer, registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
import { waitAmount } from '../throttle/wait-amount';

/** The password broker's answers, Laravel's keys: the client translates `message`. */
export enum PasswordResetErrorCode {
  InvalidUser = 'passwords.user',
  Throttled = 'passwords.throttled',
  InvalidToken = 'passwords.token',
}

/** 422 `{ message: <key>, errors: { email: [<translated text>] } }`. */
export class PasswordResetException extends CodedException<PasswordResetErrorCode> {
  constructor(
    code: PasswordResetErrorCode,
    /** For Throttled: whole seconds until another link may be asked for. */
    readonly retryAfterSeconds = 0,
  ) {
    super(code, `Password reset: ${code}`);
  }
}

registerErrorAnswer(PasswordResetException, (exception, locale) => {
  const key = exception.code;
  switch (key) {
    case PasswordResetErrorCode.InvalidUser:
    case PasswordResetErrorCode.InvalidToken:
      return fieldAnswer('email', translate(key, locale), key);
    case PasswordResetErrorCode.Throttled: {
      const seconds = exception.retryAfterSeconds;
      return {
        ...fieldAnswer('email', translate(key, locale, waitAmount(seconds, locale)), key),
        headers: { 'Retry-After': String(seconds) },
      };
    }
  }
});
