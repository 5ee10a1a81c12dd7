import type { Request, RequestHandler } from 'express';
import { HEAVY_BODY_BYTES } from './heavy-lane';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, jsonExcess } from './json-depth';
import { markLargeBody, otherRequestsFirst } from './turns';

/** A body refused before or while parsing; `type` as body-parser names its own refusals. */
class JsonBodyError extends Error {
  constructor(
    readonly type:
      'charset.unsupported' | 'entity.too.deep' | 'entity.too.large' | 'entity.parse.failed',
    message: string,
  ) {
    super(message);
  }
}

const BYTE_ORDER_MARK = 0xfeff;

/** JSON is UTF-8 (RFC 8259): a charset parameter may only say so. */
function checkCharset(contentType: string | undefined): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  if (charset !== undefined && charset.toLowerCase() !== 'utf-8')
    throw new JsonBodyError('charset.unsupported', 'JSON must be UTF-8');
}

function checkSize(raw: Buffer): void {
  const excess = jsonExcess(raw);
  if (excess === 'depth')
    throw new JsonBodyError('entity.too.deep', `JSON nested deeper than ${MAX_JSON_DEPTH}`);
  if (excess === 'values')
    throw new JsonBodyError('entity.too.large', `JSON of more than ${MAX_JSON_VALUES} values`);
}

/** As body-parser's strict JSON: an object or an array; an empty body is `{}`. */
function parseStrict(raw: Buffer): unknown {
  let text = raw.toString('utf8');
  if (text.charCodeAt(0) === BYTE_ORDER_MARK) text = text.slice(1);
  if (text.length === 0) return {};
  const first = /^[ \t\n\r]*(.)/s.exec(text)?.[1];
  if (first !== '{' && first !== '[')
    throw new JsonBodyError('entity.parse.failed', 'JSON body must be an object or an array');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new JsonBodyError('entity.parse.failed', (error as Error).message);
  }
}

/** Checks and parses a small JSON body read whole, at once. */
function parsedNow(req: Request, raw: Buffer): unknown {
  checkCharset(req.headers['content-type']);
  checkSize(raw);
  return parseStrict(raw);
}

/**
 * Checks and parses a large JSON body read whole, letting other requests run between its
 * steps (counting, parsing, and the route's work after), so none waits behind all of it.
 */
async function parsedInSteps(req: Request, raw: Buffer): Promise<unknown> {
  checkCharset(req.headers['content-type']);
  await otherRequestsFirst();
  checkSize(raw);
  await otherRequestsFirst();
  const body = parseStrict(raw);
  markLargeBody(body);
  await otherRequestsFirst();
  return body;
}

/** Turns a JSON body read as bytes (express.raw) into its value, refusing what body-parser would. */
export function jsonBodies(): RequestHandler {
  return (req, _res, next) => {
    const raw: unknown = req.body;
    if (!Buffer.isBuffer(raw)) {
      next();
      return;
    }
    if (raw.length > HEAVY_BODY_BYTES) {
      parsedInSteps(req, raw).then((body) => {
        req.body = body;
        next();
      }, next);
      return;
    }
    try {
      req.body = parsedNow(req, raw);
    } catch (error) {
      next(error);
      return;
    }
    next();
  };
}
