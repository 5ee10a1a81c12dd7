import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { RequestBodiesConfig } from '../../config/app-config';
import { RequestBodyErrorCode, RequestBodyException } from '../errors/request-body.exception';
import { heavyLane } from './heavy-lane';
import { jsonBodies } from './json-body';

/** The account forms and the anonymous error report: a few short fields each. */
export const ACCOUNT_BODY_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/registration',
  '/oauth/registration',
  '/password/email',
  '/password/reset',
  '/api/client-errors',
]);

interface BodyParserError {
  type: string;
}

function isBodyParserError(error: unknown): error is Error & BodyParserError {
  return error instanceof Error && typeof (error as Partial<BodyParserError>).type === 'string';
}

function codeOf(type: string): RequestBodyErrorCode {
  switch (type) {
    case 'entity.parse.failed':
      return RequestBodyErrorCode.MalformedJson;
    case 'entity.too.large':
    case 'parameters.too.many':
      return RequestBodyErrorCode.TooLarge;
    case 'entity.too.deep':
    case 'querystring.parse.rangeError':
      return RequestBodyErrorCode.TooDeep;
    default:
      return RequestBodyErrorCode.Unreadable;
  }
}

/** Turns body-parser failures into a coded exception, so the filter answers them. */
const bodyErrors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  next(
    isBodyParserError(error)
      ? new RequestBodyException(codeOf(error.type), { cause: error })
      : error,
  );
};

function parsers(limitKb: number): RequestHandler[] {
  const limit = limitKb * 1024;
  return [
    // read whole here, parsed by jsonBodies() once the request has its turn (heavy-lane.ts)
    express.raw({ type: 'application/json', limit }),
    // forms nest at most 32 deep too: body-parser's default depth, refused past it (strictDepth)
    express.urlencoded({ extended: true, limit }),
  ];
}

/** type-is's test: a body is announced by Transfer-Encoding or Content-Length. */
function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined
  );
}

/** Routing matches paths case-insensitively and with a trailing slash: so does this. */
function routePath(path: string): string {
  return path.toLowerCase().replace(/(?<=.)\/+$/, '');
}

function chain(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const run = (index: number, error?: unknown): void => {
      const handler = handlers[index];
      if (error !== undefined || handler === undefined) {
        next(error);
        return;
      }
      void handler(req, res, (err?: unknown) => {
        run(index + 1, err);
      });
    };
    run(0);
  };
}

/**
 * JSON and form bodies (Nest's own parsers are off: their errors lose their kind), with
 * the small limit on the account routes and the larger one elsewhere. A JSON body is read
 * whole, then large ones take turns (heavy-lane.ts), then it is sized and parsed.
 */
export function bodyParsers(config: RequestBodiesConfig): (RequestHandler | ErrorRequestHandler)[] {
  const account = chain(parsers(config.accountLimitKb));
  const general = chain(parsers(config.limitKb));
  const pick: RequestHandler = (req, res, next) => {
    // most requests carry no body: as body-parser would, without running two of its parsers
    if (!hasBody(req)) {
      next();
      return;
    }
    (ACCOUNT_BODY_PATHS.has(routePath(req.path)) ? account : general)(req, res, next);
  };
  return [pick, heavyLane(), jsonBodies(), bodyErrors];
}
