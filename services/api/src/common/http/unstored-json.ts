import type { Express, Response } from 'express';

/** The express settings that change what res.json writes; this answer honours none. */
const JSON_SETTINGS = ['json replacer', 'json spaces', 'json escape'] as const;

/**
 * An answer express would write as is: a success with a body, no type, length or validator
 * of its own, to a request that asks for no revalidation (express would compare those
 * against the ETag it computes, `If-None-Match: *` even without one).
 */
function writesPlainly(res: Response): boolean {
  const { statusCode, req } = res;
  if (statusCode < 200 || statusCode >= 300 || statusCode === 204 || statusCode === 205) {
    return false;
  }
  const cacheControl = res.getHeader('Cache-Control');
  return (
    typeof cacheControl === 'string' &&
    cacheControl.includes('no-store') &&
    !res.hasHeader('Content-Type') &&
    !res.hasHeader('Transfer-Encoding') &&
    !res.hasHeader('ETag') &&
    !res.hasHeader('Last-Modified') &&
    req.headers['if-none-match'] === undefined &&
    req.headers['if-modified-since'] === undefined
  );
}

/**
 * res.json without express's ETag on answers no cache may store (`no-store`, every API
 * route's): the ETag is a SHA-1 of the whole body (~35 µs for the check queue's 11.7 KB
 * page) that no browser ever sends back, as it keeps no copy to revalidate. Everything else
 * is what express writes: the same bytes, Content-Type and Content-Length, no body for HEAD.
 * Cacheable answers (`no-cache`, e.g. the public settings) keep their ETag and 304.
 */
export function answerUnstoredJsonWithoutEtag(app: Express): void {
  if (JSON_SETTINGS.some((name) => app.get(name) !== undefined)) return;
  const response = app.response as Response;
  const expressJson = response.json;
  response.json = function json(this: Response, body?: unknown): Response {
    const text = writesPlainly(this) ? JSON.stringify(body) : undefined;
    if (text === undefined) return expressJson.call(this, body);
    this.setHeader('Content-Type', 'application/json; charset=utf-8');
    this.setHeader('Content-Length', String(Buffer.byteLength(text)));
    if (this.req.method === 'HEAD') this.end();
    else this.end(text, 'utf8');
    return this;
  };
}
