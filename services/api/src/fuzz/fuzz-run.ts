import fc from 'fast-check';
import type { TestBrowser } from '../testing/browser';
import { hostilePathSegment, hostileQueryValue } from './hostile-values';
import type { Operation, OpenApiDocument } from './openapi-operations';
import { arbitraryOf, bodyArbitrary, type FuzzBody } from './schema-arbitrary';

/** FUZZ_SEED reproduces a run; each operation derives its own seed from it. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_251_009);
/** FUZZ_RUNS: requests per operation. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

export interface FuzzRequest {
  url: string;
  body: FuzzBody | undefined;
}

/** Answers by status, per operation and in all. */
export class FuzzCounts {
  readonly byOperation = new Map<string, Map<number, number>>();

  add(operation: string, status: number): void {
    const counts = this.byOperation.get(operation) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.byOperation.set(operation, counts);
  }

  report(title: string): string {
    const total = new Map<number, number>();
    let requests = 0;
    for (const counts of this.byOperation.values()) {
      for (const [status, count] of counts) {
        total.set(status, (total.get(status) ?? 0) + count);
        requests += count;
      }
    }
    const statuses = [...total.entries()].sort(([a], [b]) => a - b);
    return [
      `${title}: seed ${FUZZ_SEED}, ${this.byOperation.size} operations, ${requests} requests`,
      `answers by status: ${statuses.map(([status, count]) => `${status}×${count}`).join(', ')}`,
    ].join('\n');
  }
}

const seedOf = (operation: string): number =>
  [...operation].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, FUZZ_SEED);

/** A raw `?a=1&b=…` from generated values (text is percent-encoded as UTF-8 bytes). */
function queryString(entries: readonly [string, string][]): string {
  return entries.length === 0 ? '' : `?${entries.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

const encode = (value: unknown): string =>
  typeof value === 'string'
    ? [...Buffer.from(value, 'utf8')]
        .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
        .join('')
    : encodeURIComponent(JSON.stringify(value) ?? '');

function queryArbitrary(
  document: OpenApiDocument,
  operation: Operation,
): fc.Arbitrary<[string, string][]> {
  const declared = operation.queryParams.map((param) =>
    fc
      .option(
        fc.oneof(
          arbitraryOf(document, param.schema).map((value) =>
            typeof value === 'number' ? String(value) : encode(value),
          ),
          hostileQueryValue,
        ),
        { nil: undefined },
      )
      .map((value): [string, string][] => (value === undefined ? [] : [[param.name, value]])),
  );
  const extra = fc.array(
    fc.tuple(fc.constantFrom('x', 'page', 'a[b]', 'a[0]', '__proto__'), hostileQueryValue),
    {
      maxLength: 2,
    },
  );
  return fc
    .tuple(fc.tuple(...declared), extra)
    .map(([fields, more]) => [...fields.flat(), ...more]);
}

/** Path params: mostly ids the fixtures made (so the route gets past its lookup), else hostile. */
function pathArbitrary(
  operation: Operation,
  known: Readonly<Record<string, string>>,
): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((param) => {
    const valid = known[param.name];
    return valid === undefined
      ? hostilePathSegment
      : fc.oneof(
          { weight: 3, arbitrary: fc.constant(valid) },
          { weight: 1, arbitrary: hostilePathSegment },
        );
  });
  return fc
    .tuple(...segments)
    .map((values) =>
      operation.pathParams.reduce(
        (path, param, index) => path.replace(`{${param.name}}`, values[index] ?? ''),
        operation.path,
      ),
    );
}

export function requestArbitrary(
  document: OpenApiDocument,
  operation: Operation,
  known: Readonly<Record<string, string>>,
): fc.Arbitrary<FuzzRequest> {
  const body =
    operation.body === undefined ? fc.constant(undefined) : bodyArbitrary(document, operation.body);
  return fc
    .tuple(pathArbitrary(operation, known), queryArbitrary(document, operation), body)
    .map(([path, query, fuzzBody]) => ({ url: `${path}${queryString(query)}`, body: fuzzBody }));
}

/** What is wrong with an answer: a 5xx, or a 422 not in the spec's shape; undefined if fine. */
export function answerProblem(status: number, body: unknown): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status !== 422) return undefined;
  if (typeof body !== 'object' || body === null) return '422 without a JSON object';
  const { message, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string') return '422 without a message';
  const unknownKeys = Object.keys(rest).filter((key) => key !== 'code' && key !== 'success');
  if (unknownKeys.length > 0) return `422 with ${unknownKeys.join(', ')}`;
  if (errors === undefined) return undefined;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors))
    return '422 errors is no map';
  const bad = Object.values(errors).some(
    (texts) => !Array.isArray(texts) || texts.some((text) => typeof text !== 'string'),
  );
  return bad ? '422 errors is not a map of texts' : undefined;
}

/** The body as JSON text (superagent sends objects only; a bare number or string is JSON too). */
const jsonText = (body: FuzzBody): string =>
  'text' in body ? body.text : (JSON.stringify(body.json) ?? 'null');

/** The body for a report: long strings and texts shown by their length. */
function summary(body: FuzzBody): string {
  const short = (text: string) =>
    text.length > 80 ? `<${text.length} chars: ${text.slice(0, 20)}…>` : text;
  if ('text' in body) return short(body.text);
  return JSON.stringify(body.json, (_key, value: unknown) =>
    typeof value === 'string' ? short(value) : value,
  ).slice(0, 3000);
}

async function send(browser: TestBrowser, operation: Operation, request: FuzzRequest) {
  const call = browser[operation.method](request.url).set('Accept-Language', 'en');
  if (request.body === undefined) return call;
  return call.set('Content-Type', 'application/json').send(jsonText(request.body));
}

/** Runs FUZZ_RUNS generated requests on the operation; fails on the first bad answer. */
export async function fuzzOperation(
  document: OpenApiDocument,
  operation: Operation,
  browser: TestBrowser,
  known: Readonly<Record<string, string>>,
  counts: FuzzCounts,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requestArbitrary(document, operation, known), async (request) => {
      const res = await send(browser, operation, request);
      counts.add(operation.id, res.status);
      const problem = answerProblem(res.status, res.body);
      if (problem !== undefined) {
        throw new Error(
          `${operation.method.toUpperCase()} ${request.url}: ${problem} ${JSON.stringify(res.body)}` +
            (request.body === undefined ? '' : `\nbody: ${summary(request.body)}`),
        );
      }
    }),
    {
      seed: seedOf(operation.id),
      numRuns: FUZZ_RUNS,
      endOnFailure: true,
      includeErrorInReport: true,
    },
  );
}
