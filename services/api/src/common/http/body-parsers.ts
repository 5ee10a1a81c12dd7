import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { RequestBodyErrorCode, RequestBodyException } from '../errors/request-body.exception';

const BODY_LIMIT = '1mb';

interface BodyParserError {
  type: string;
}

function isBodyParserError(error: unknown): error is Error & BodyParserError {
  return error instanceof Error && typeof (error as Partial<BodyParserError>).type === 'string';
}

function codeOf(type: string): RequestBodyErrorCode {
  if (type === 'entity.parse.failed') return RequestBodyErrorCode.MalformedJson;
  if (type === 'entity.too.large') return RequestBodyErrorCode.TooLarge;
  return RequestBodyErrorCode.Unreadable;
}

/** Turns body-parser failures into a coded exception, so the filter answers them. */
const bodyErrors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  next(
    isBodyParserError(error)
      ? new RequestBodyException(codeOf(error.type), { cause: error })
      : error,
  );
};

/** JSON and form bodies (Nest's own parsers are off: their errors lose their kind). */
export function bodyParsers(): (RequestHandler | ErrorRequestHandler)[] {
  return [
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: true, limit: BODY_LIMIT }),
    bodyErrors,
  ];
}
