import { HttpException, HttpStatus } from '@nestjs/common';
import { ServerMessage, type ErrorBody, type ValidationErrorBody } from '@tutor/contracts';
import type { Locale } from '../../i18n/locale';
import { AuthErrorCode, AuthException } from '../../auth/auth.exception';
import { pluralUnit, translate } from '../../i18n/messages';
import { OAuthErrorCode, OAuthException } from '../../oauth/oauth.exception';
import { providerName } from '../../oauth/provider-name';
import {
  PasswordResetErrorCode,
  PasswordResetException,
} from '../../passwords/password-reset.exception';
import { CsrfException, SessionErrorCode } from '../../sessions/csrf.exception';
import {
  ThrottleErrorCode,
  TooManyAttemptsException,
} from '../../throttle/too-many-attempts.exception';
import {
  RemotesRegistryErrorCode,
  RemotesRegistryException,
} from '../../web/remotes-registry.exception';
import { AccessErrorCode, AccessException } from './access.exception';
import { RefusalException } from './refusal.exception';
import { ValidationFailedException } from '../validation/validation-failed.exception';
import { validationErrorBody } from '../validation/validation-errors';
import { RequestBodyErrorCode, RequestBodyException } from './request-body.exception';

/** POST /api/oauth/{provider}/disconnect's refusal: the spec reads success and message. */
interface RefusalBody extends ErrorBody {
  success: false;
}

/** A refusal: its message, maybe a machine-readable code, maybe the field it is about. */
interface CodedBody extends ErrorBody {
  code?: string;
  errors?: Record<string, string[]>;
}

export interface HttpAnswer {
  status: number;
  body: ErrorBody | ValidationErrorBody | RefusalBody | CodedBody;
  /** Logged by the filter; a client's mistake (4xx) is not. */
  log?: 'error' | 'warn';
  headers?: Readonly<Record<string, string>>;
}

/** Laravel's status for an expired page / CSRF token mismatch. */
export const CSRF_MISMATCH_STATUS = 419;

const answer = (status: number, message: string, log?: HttpAnswer['log']): HttpAnswer => ({
  status,
  body: { message },
  log,
});

/** A 422 with one field's message, Laravel's ValidationException::withMessages. */
const fieldAnswer = (field: string, text: string, message = text): HttpAnswer => ({
  status: HttpStatus.UNPROCESSABLE_ENTITY,
  body: { message, errors: { [field]: [text] } },
});

function authAnswer(exception: AuthException, locale: Locale): HttpAnswer {
  switch (exception.code) {
    case AuthErrorCode.Unauthenticated:
      return answer(HttpStatus.UNAUTHORIZED, ServerMessage.Unauthenticated);
    case AuthErrorCode.InvalidCredentials:
      return fieldAnswer('password', translate('auth.failed', locale));
    case AuthErrorCode.LoginLocked: {
      const seconds = exception.retryAfterSeconds;
      const unit = pluralUnit(seconds, 'seconds', locale);
      return fieldAnswer('email', translate('auth.throttle', locale, { seconds, unit }));
    }
  }
}

function passwordResetAnswer(exception: PasswordResetException, locale: Locale): HttpAnswer {
  const key = exception.code;
  switch (key) {
    case PasswordResetErrorCode.InvalidUser:
    case PasswordResetErrorCode.Throttled:
    case PasswordResetErrorCode.InvalidToken:
      return fieldAnswer('email', translate(key, locale), key);
  }
}

function throttleAnswer(exception: TooManyAttemptsException): HttpAnswer {
  switch (exception.code) {
    case ThrottleErrorCode.TooManyAttempts:
      return {
        ...answer(HttpStatus.TOO_MANY_REQUESTS, ServerMessage.TooManyRequests),
        headers: { 'Retry-After': String(exception.retryAfterSeconds) },
      };
  }
}

function sessionAnswer(exception: CsrfException): HttpAnswer {
  switch (exception.code) {
    case SessionErrorCode.CsrfMismatch:
      return answer(CSRF_MISMATCH_STATUS, ServerMessage.CsrfMismatch);
  }
}

function requestBodyAnswer(exception: RequestBodyException, locale: Locale): HttpAnswer {
  switch (exception.code) {
    case RequestBodyErrorCode.MalformedJson:
      return answer(HttpStatus.BAD_REQUEST, translate('request.malformed_json', locale));
    case RequestBodyErrorCode.TooLarge:
      return answer(HttpStatus.PAYLOAD_TOO_LARGE, translate('request.too_large', locale));
    case RequestBodyErrorCode.Unreadable:
      return answer(HttpStatus.BAD_REQUEST, translate('request.unreadable', locale));
  }
}

function oauthAnswer(exception: OAuthException, locale: Locale): HttpAnswer {
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
}

function remotesRegistryAnswer(exception: RemotesRegistryException): HttpAnswer {
  switch (exception.code) {
    case RemotesRegistryErrorCode.Unreadable:
    case RemotesRegistryErrorCode.InvalidJson:
    case RemotesRegistryErrorCode.InvalidShape:
      return answer(HttpStatus.SERVICE_UNAVAILABLE, exception.message, 'error');
  }
}

function accessAnswer(exception: AccessException, locale: Locale): HttpAnswer {
  switch (exception.code) {
    case AccessErrorCode.Forbidden:
      return answer(HttpStatus.FORBIDDEN, ServerMessage.Unauthorized);
    case AccessErrorCode.WorkNotFound:
      return {
        status: HttpStatus.NOT_FOUND,
        body: { message: translate('works.not_found', locale), code: 'work_not_found' },
      };
    case AccessErrorCode.NotFound:
      return answer(HttpStatus.NOT_FOUND, ServerMessage.NotFound);
  }
}

function refusalAnswer(exception: RefusalException, locale: Locale): HttpAnswer {
  const { field, code, params } = exception.options;
  const message = translate(exception.key, locale, params);
  const body: CodedBody = { message };
  if (code !== undefined) body.code = code;
  if (field !== undefined) body.errors = { [field]: [message] };
  return { status: exception.status, body };
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message: unknown = 'message' in response ? response.message : undefined;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return exception.message;
}

/** Statuses whose answer is always the same text, whatever the exception said. */
const FIXED_MESSAGES: Readonly<Partial<Record<number, string>>> = {
  [HttpStatus.UNAUTHORIZED]: ServerMessage.Unauthenticated,
  [HttpStatus.FORBIDDEN]: ServerMessage.Unauthorized,
  [HttpStatus.NOT_FOUND]: ServerMessage.NotFound,
  [HttpStatus.TOO_MANY_REQUESTS]: ServerMessage.TooManyRequests,
  [HttpStatus.INTERNAL_SERVER_ERROR]: ServerMessage.ServerError,
};

function httpExceptionAnswer(exception: HttpException): HttpAnswer {
  const status = exception.getStatus();
  const message = FIXED_MESSAGES[status] ?? messageOf(exception);
  return answer(status, message, status >= 500 ? 'error' : undefined);
}

/**
 * What the client gets for an exception. Only intended answers carry their message;
 * anything unexpected is a bare 500 'Server Error' (the filter logs the details).
 */
export function toHttpAnswer(exception: unknown, locale: Locale): HttpAnswer {
  if (exception instanceof ValidationFailedException) {
    return {
      status: HttpStatus.UNPROCESSABLE_ENTITY,
      body: validationErrorBody(exception.errors, locale),
    };
  }
  if (exception instanceof RequestBodyException) return requestBodyAnswer(exception, locale);
  if (exception instanceof AuthException) return authAnswer(exception, locale);
  if (exception instanceof PasswordResetException) return passwordResetAnswer(exception, locale);
  if (exception instanceof TooManyAttemptsException) return throttleAnswer(exception);
  if (exception instanceof CsrfException) return sessionAnswer(exception);
  if (exception instanceof OAuthException) return oauthAnswer(exception, locale);
  if (exception instanceof RemotesRegistryException) return remotesRegistryAnswer(exception);
  if (exception instanceof AccessException) return accessAnswer(exception, locale);
  if (exception instanceof RefusalException) return refusalAnswer(exception, locale);
  if (exception instanceof HttpException) return httpExceptionAnswer(exception);
  return answer(HttpStatus.INTERNAL_SERVER_ERROR, ServerMessage.ServerError, 'error');
}
