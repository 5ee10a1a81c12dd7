import type { NextFunction, Request, Response } from 'express';
import { HEAVY_BODY_BYTES } from './heavy-lane';
import { jsonBodies } from './json-body';
import { isLargeBody } from './turns';

interface Outcome {
  body?: unknown;
  error?: { type?: string };
}

function requestOf(raw: Buffer, contentType = 'application/json'): Request {
  return { body: raw, headers: { 'content-type': contentType } } as unknown as Request;
}

/** Runs the parser; `order` records when it is done, against other work queued meanwhile. */
function parse(req: Request, order: string[] = []): Promise<Outcome> {
  return new Promise((resolve) => {
    const next: NextFunction = (error?: unknown) => {
      order.push('parsed');
      resolve(error === undefined ? { body: req.body } : { error: error as { type?: string } });
    };
    jsonBodies()(req, {} as Response, next);
  });
}

const largeJson = (): Buffer =>
  Buffer.from(JSON.stringify({ text: 'x'.repeat(HEAVY_BODY_BYTES + 1) }));

describe('jsonBodies', () => {
  it('parses a JSON object or array, an empty body as {} and a leading byte order mark', async () => {
    expect(await parse(requestOf(Buffer.from(' {"a":[1,2]}')))).toEqual({ body: { a: [1, 2] } });
    expect(await parse(requestOf(Buffer.from('[true]')))).toEqual({ body: [true] });
    expect(await parse(requestOf(Buffer.alloc(0)))).toEqual({ body: {} });
    expect(await parse(requestOf(Buffer.from('\ufeff{"a":1}')))).toEqual({ body: { a: 1 } });
  });

  it('refuses what body-parser refuses, with its kinds of error', async () => {
    const kind = async (raw: string, type?: string): Promise<string | undefined> =>
      (await parse(requestOf(Buffer.from(raw), type))).error?.type;
    expect(await kind('"text"')).toBe('entity.parse.failed');
    expect(await kind('{"a":')).toBe('entity.parse.failed');
    expect(await kind('{}', 'application/json; charset=latin1')).toBe('charset.unsupported');
    expect(await kind('{}', 'application/json; charset="UTF-8"')).toBeUndefined();
    expect(await kind(`${'['.repeat(40)}${']'.repeat(40)}`)).toBe('entity.too.deep');
    expect(await kind(`[${Array(130_000).fill('0').join(',')}]`)).toBe('entity.too.large');
  });

  it('parses a small body at once, and leaves what is not a read JSON body alone', async () => {
    const order: string[] = [];
    const done = parse(requestOf(Buffer.from('{}')), order);
    order.push('other');
    await done;
    expect(order).toEqual(['parsed', 'other']);
    const form = { body: { a: '1' }, headers: {} } as unknown as Request;
    expect(await parse(form)).toEqual({ body: { a: '1' } });
  });

  it('lets work queued meanwhile run before a large body is parsed, and marks it large', async () => {
    const order: string[] = [];
    const done = parse(requestOf(largeJson()), order);
    setImmediate(() => order.push('other'));
    const { body } = await done;
    expect(order).toEqual(['other', 'parsed']);
    expect(isLargeBody(body)).toBe(true);
    expect(isLargeBody((await parse(requestOf(Buffer.from('{"a":1}')))).body)).toBe(false);
  });
});
