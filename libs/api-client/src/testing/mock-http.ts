import { http } from '../http';
import { toApiError } from '../map-error';

/** A whole answer for a handler to give, e.g. a 409 with its body (a 429 with retry-after). */
export class Reply {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** What the real `http` rejects with for an error answer: the mapped ApiError. */
function asRejected(reply: Reply) {
  return toApiError({
    isAxiosError: true,
    response: { status: reply.status, data: reply.data, headers: reply.headers },
  });
}

export type Respond = (body: unknown) => unknown;
export type Handler = Respond | object | string | null;

function isRespond(handler: Handler | undefined): handler is Respond {
  return typeof handler === 'function';
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Fakes the API behind the shared `http`: routes are "METHOD /path" → data, or a function
 * of the request body (query params for GET) answering data, a Reply, or throwing an
 * ApiError. Unknown calls fail the test loudly. Returns the calls made, in order.
 */
export function mockHttp(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  const answer = async (method: Method, url: string, body: unknown) => {
    calls.push({ method: method.toUpperCase(), url, body });
    const key = `${method.toUpperCase()} ${url}`;
    if (!(key in routes)) throw new Error(`unexpected call ${key}`);
    const handler = routes[key];
    const result: unknown = isRespond(handler) ? await handler(body) : handler;
    const reply = result instanceof Reply ? result : new Reply(200, result);
    if (reply.status >= 400) throw asRejected(reply);
    return reply;
  };
  const withBody = (method: Method) => (url: string, body?: unknown) => answer(method, url, body);
  const withConfig = (method: Method) => (url: string, config?: { params?: unknown }) =>
    answer(method, url, config?.params);
  jest.spyOn(http, 'get').mockImplementation(withConfig('get'));
  jest.spyOn(http, 'delete').mockImplementation(withConfig('delete'));
  jest.spyOn(http, 'post').mockImplementation(withBody('post'));
  jest.spyOn(http, 'put').mockImplementation(withBody('put'));
  jest.spyOn(http, 'patch').mockImplementation(withBody('patch'));
  return calls;
}

/** Answers of a sequence of calls, the last one repeating. */
export function inTurn(...answers: Handler[]): Respond {
  let index = 0;
  return (body) => {
    const handler = answers[Math.min(index, answers.length - 1)];
    index += 1;
    return isRespond(handler) ? handler(body) : handler;
  };
}

export function callsTo(calls: Call[], method: string, url: string): Call[] {
  return calls.filter((call) => call.method === method && call.url === url);
}

/** The bodies (query params for GET) of the calls to "METHOD /path", in order. */
export function bodiesOf(calls: Call[], route: string): unknown[] {
  const [method = '', url = ''] = route.split(' ');
  return callsTo(calls, method, url).map((call) => call.body);
}

/** A 422 as the API answers it: what `http` rejects with is the mapped ApiError. */
export function invalid(errors: Record<string, string[]>): Reply {
  return new Reply(422, { message: 'The given data was invalid.', errors });
}

/** What the real `http` rejects with when no answer comes (offline): the network ApiError. */
export function networkFailure() {
  return toApiError({ isAxiosError: true, code: 'ERR_NETWORK', message: 'Network Error' });
}

/** A handler for a call made while the browser is offline: it fails with no answer. */
export const offline: Respond = () => {
  throw networkFailure();
};
