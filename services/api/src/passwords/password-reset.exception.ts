import { CodedException } from '../common/errors/coded.exception';

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
