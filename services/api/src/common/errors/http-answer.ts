import { HttpException, HttpStatus } from '@nestjs/common';
import { ServerMessage, type ErrorBody, type ValidationErrorBody } from '@tutor/contracts';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { ValidationFailedException } from '../validation/validation-failed.exception';
import { validationErrorBody } from '../validation/validation-errors';
import { AccessErrorCode, AccessException } from './access.exception';
import { ModuleRefusal } from './module-refusal';
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

export const answer = (status: number, message: string, log?: HttpAnswer['log']): HttpAnswer => ({
  status,
  body: { message },
  log,
});

/** A 422 with one field's message, Laravel's ValidationException::withMessages. */
export const fieldAnswer = (field: string, text: string, message = text): HttpAnswer => ({
  status: HttpStatus.UNPROCESSABLE_ENTITY,
  body: { message, errors: { [field]: [text] } },
});

/** How one exception class leaves as an HTTP answer. */
export type ErrorAnswerMapper<E extends Error> = (exception: E, locale: Locale) => HttpAnswer;

/** A class of any constructor signature (`never` parameters accept every signature). */
type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

const mappers = new Map<ErrorClass<Error>, ErrorAnswerMapper<Error>>();

/**
 * A module tells the filter how its exception answers, beside the exception's class (the
 * file that declares the class registers it, so a thrown one is always known). The
 * nearest registered class in the prototype chain answers.
 */
export function registerErrorAnswer<E extends Error>(
  type: ErrorClass<E>,
  mapper: ErrorAnswerMapper<E>,
): void {
  if (mappers.has(type)) throw new Error(`${type.name} has an error answer already`);
  mappers.set(type, mapper as ErrorAnswerMapper<Error>);
}

function registeredMapper(exception: Error): ErrorAnswerMapper<Error> | undefined {
  for (
    let proto: unknown = Object.getPrototypeOf(exception);
    proto !== null && typeof proto === 'object';
    proto = Object.getPrototypeOf(proto)
  ) {
    const mapper = mappers.get((proto as { constructor: ErrorClass<Error> }).constructor);
    if (mapper !== undefined) return mapper;
  }
  return undefined;
}

registerErrorAnswer(ValidationFailedException, (exception, locale) => ({
  status: HttpStatus.UNPROCESSABLE_ENTITY,
  body: validationErrorBody(exception.errors, locale),
}));

registerErrorAnswer(RequestBodyException, (exception, locale) => {
  switch (exception.code) {
    case RequestBodyErrorCode.MalformedJson:
      return answer(HttpStatus.BAD_REQUEST, translate('request.malformed_json', locale));
    case RequestBodyErrorCode.TooLarge:
      return answer(HttpStatus.PAYLOAD_TOO_LARGE, translate('request.too_large', locale));
    case RequestBodyErrorCode.TooDeep:
      return answer(HttpStatus.UNPROCESSABLE_ENTITY, translate('request.too_deep', locale));
    case RequestBodyErrorCode.Unreadable:
      return answer(HttpStatus.BAD_REQUEST, translate('request.unreadable', locale));
  }
});

registerErrorAnswer(AccessException, (exception, locale) => {
  switch (exception.code) {
    case AccessErrorCode.Unauthenticated:
      return answer(HttpStatus.UNAUTHORIZED, ServerMessage.Unauthenticated);
    case AccessErrorCode.Forbidden:
      return answer(HttpStatus.FORBIDDEN, ServerMessage.Unauthorized);
    case AccessErrorCode.WorkNotFound:
      return {
        status: HttpStatus.NOT_FOUND,
        body: { message: translate('access.work_not_found', locale), code: 'work_not_found' },
      };
    case AccessErrorCode.NotFound:
      return answer(HttpStatus.NOT_FOUND, ServerMessage.NotFound);
  }
});

registerErrorAnswer(ModuleRefusal, (exception, locale) => {
  const { status, key, text, code, log, headers } = exception.answer;
  const field = exception.details.field ?? exception.answer.field;
  const message = key === undefined ? text : translate(key, locale, exception.details.params);
  const body: CodedBody = { message };
  if (code !== undefined) body.code = code;
  if (field !== undefined) body.errors = { [field]: [message] };
  return { status, body, log, headers };
});

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

registerErrorAnswer(HttpException, (exception) => {
  const status = exception.getStatus();
  const message = FIXED_MESSAGES[status] ?? messageOf(exception);
  return answer(status, message, status >= 500 ? 'error' : undefined);
});

/**
 * What the client gets for an exception. Only intended answers carry their message;
 * anything unexpected is a bare 500 'Server Error' (the filter logs the details).
 */
export function toHttpAnswer(exception: unknown, locale: Locale): HttpAnswer {
  const mapper = exception instanceof Error ? registeredMapper(exception) : undefined;
  if (mapper !== undefined) return mapper(exception as Error, locale);
  return answer(HttpStatus.INTERNAL_SERVER_ERROR, ServerMessage.ServerError, 'error');
}
