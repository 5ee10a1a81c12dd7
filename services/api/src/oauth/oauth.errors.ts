import { HttpStatus } from '@nestjs/common';
import { ServerMessage, type SocialProvider } from '@tutor/contracts';
import { CodedException } from '../common/errors/coded.exception';
import { answer, registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
import { providerName } from './provider-name';

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

registerErrorAnswer(OAuthException, (exception, locale) => {
  const provider = exception.provider === undefined ? '' : providerName(exception.provider, locale);
  switch (exception.code) {
    case OAuthErrorCode.UnknownProvider:
      return answer(HttpStatus.NOT_FOUND, ServerMessage.NotFound);
    case OAuthErrorCode.RegistrationExpired:
      return answer(
        HttpStatus.UNPROCESSABLE_ENTITY,
        translate('oauth.registration_expired', locale),
      );
    case OAuthErrorCode.LinkedToOther:
      return answer(
        HttpStatus.UNPROCESSABLE_ENTITY,
        translate('oauth.linked_to_other', locale, { provider }),
      );
    case OAuthErrorCode.LastSignInMethod: {
      const message = translate('oauth.last_sign_in_method', locale, { provider });
      return { status: HttpStatus.UNPROCESSABLE_ENTITY, body: { success: false, message } };
    }
  }
});
