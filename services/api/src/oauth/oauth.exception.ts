import type { SocialProvider } from '@tutor/contracts';
import { CodedException } from '../common/errors/coded.exception';

export enum OAuthErrorCode {
  /** A provider the app does not know or has no credentials for: 404. */
  UnknownProvider = 'UNKNOWN_PROVIDER',
  /** POST /oauth/registration without a provider account waiting in the session: 422. */
  RegistrationExpired = 'REGISTRATION_EXPIRED',
  /** The provider account was linked to someone else meanwhile: 422. */
  LinkedToOther = 'LINKED_TO_OTHER',
  /** Disconnecting the only way a user without a password signs in: 422 `{ success: false }`. */
  LastSignInMethod = 'LAST_SIGN_IN_METHOD',
}

export class OAuthException extends CodedException<OAuthErrorCode> {
  constructor(
    code: OAuthErrorCode,
    readonly provider?: SocialProvider,
  ) {
    super(code, `OAuth: ${code}`);
  }
}
