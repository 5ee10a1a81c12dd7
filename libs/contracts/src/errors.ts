import { arrayOf, constant, named, object, recordOf, text, type Static } from './schema';

/** Keys of the spec's error catalogue (section 8); texts live in libs/i18n. */
export const ErrorKey = {
  Unauthenticated: 'errors.unauthenticated',
  Unauthorized: 'errors.unauthorized',
  NetworkError: 'errors.network',
  ServerError: 'errors.server',
  WorkNotFound: 'errors.work_not_found',
  ModelNotFound: 'errors.model_not_found',
  Microphone: 'errors.microphone',
  Audio: 'errors.audio',
  VideoLink: 'errors.video_link',
  ResetToken: 'errors.reset_token',
  ResetUser: 'errors.reset_user',
  ResetThrottled: 'errors.reset_throttled',
  CommentCreate: 'errors.comment_create',
  CommentUpdate: 'errors.comment_update',
  CommentDelete: 'errors.comment_delete',
  WorkSave: 'errors.work_save',
  FileTooLarge: 'errors.file_too_large',
  FileType: 'errors.file_type',
  TooManyRequests: 'errors.too_many_requests',
  CsrfMismatch: 'errors.csrf_mismatch',
  Validation: 'errors.validation',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];

/** Messages the API puts in `message`, Laravel-style, which the client knows by text. */
export const ServerMessage = {
  Unauthenticated: 'Unauthenticated.',
  Unauthorized: 'This action is unauthorized.',
  NotFound: 'Not Found.',
  ServerError: 'Server Error',
  TooManyRequests: 'Too Many Attempts.',
  CsrfMismatch: 'CSRF token mismatch.',
} as const;
export type ServerMessage = (typeof ServerMessage)[keyof typeof ServerMessage];

/** HTTP 422 body: DESIGN.md's validation shape, each field with its messages. */
export const ValidationErrorBodySchema = named(
  'ValidationErrorBody',
  object({ message: text(), errors: recordOf(arrayOf(text())), code: text() }, ['code']),
);
export type ValidationErrorBody = Static<typeof ValidationErrorBodySchema>;

/** Any refusal: its message, maybe a machine-readable code, maybe the fields it is about. */
export const ErrorBodySchema = named('ErrorBody', {
  ...object({ message: text(), code: text(), errors: recordOf(arrayOf(text())) }, [
    'code',
    'errors',
  ]),
  // a refusal may say more (the disconnect route's `success: false`)
  additionalProperties: true,
});
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** 419: the XSRF token did not match. */
export const CsrfMismatchBodySchema = named(
  'CsrfMismatchBody',
  object({ message: constant(ServerMessage.CsrfMismatch) }),
);

/** Answer of the account flows (spec section 7). */
export const AccountAnswerSchema = named(
  'AccountAnswer',
  object({ redirect: text(), message: text() }, ['redirect', 'message']),
);
export type AccountAnswer = Static<typeof AccountAnswerSchema>;
