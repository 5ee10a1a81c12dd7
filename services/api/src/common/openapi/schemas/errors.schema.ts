import { ServerMessage } from '@tutor/contracts';
import { arrayOf, constant, named, object, text } from '../json-schema';

/** Any refusal: its message, maybe a machine-readable code, maybe the fields it is about. */
export const ErrorBodySchema = named('ErrorBody', {
  ...object(
    {
      message: text(),
      code: text(),
      errors: { type: 'object', additionalProperties: arrayOf(text()) },
    },
    ['code', 'errors'],
  ),
  // a refusal may say more (the disconnect route's `success: false`)
  additionalProperties: true,
});

/** 422: DESIGN.md's validation shape, each field with its messages. */
export const ValidationErrorBodySchema = named(
  'ValidationErrorBody',
  object(
    {
      message: text(),
      errors: { type: 'object', additionalProperties: arrayOf(text()) },
      code: text(),
    },
    ['code'],
  ),
);

export const CsrfMismatchBodySchema = named(
  'CsrfMismatchBody',
  object({ message: constant(ServerMessage.CsrfMismatch) }),
);
