import { CodedException } from '../common/errors/coded.exception';
import { fieldAnswer, registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';

/** The password broker's answers, Laravel's keys: the client translates `message`. */
export enum PasswordResetErrorCode {
  InvalidUser = 'passwords.user',
  Throttled = 'passwords.throttled',
  InvalidToken = 'passwords.token',
}

/** 422 `{ message: <key>, errors: { email: [<translated text>] } }`. */
export class PasswordResetException extends CodedException<PasswordResetErrorCode> {
  constructor(code: PasswordResetErrorCode) {
    super(code, `Password reset: ${code}`);
  }
}

registerErrorAnswer(PasswordResetException, (exception, locale) => {
  const key = exception.code;
  switch (key) {
    case PasswordResetErrorCode.InvalidUser:
    case PasswordResetErrorCode.Throttled:
    case PasswordResetErrorCode.InvalidToken:
      return fieldAnswer('email', translate(key, locale), key);
  }
});
