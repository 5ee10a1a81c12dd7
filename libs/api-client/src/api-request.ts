import type {
  ApiMethod,
  ApiPath,
  JsonAnswer,
  JsonBody,
  PathParams,
  QueryParams,
} from '@tutor/api-types';
import { http } from './http';

type Part<Key extends string, T, Optional extends boolean = false> = [T] extends [never]
  ? { [K in Key]?: never }
  : Optional extends true
    ? { [K in Key]?: T }
    : { [K in Key]: T };

/** What a call of an operation sends, as the API's document types it. */
export type RequestOptions<P extends ApiPath, M extends ApiMethod<P>> = Part<
  'path',
  PathParams<P, M>
> &
  Part<'body', JsonBody<P, M>> &
  Part<'query', QueryParams<P, M>, true>;

type OptionsArgument<P extends ApiPath, M extends ApiMethod<P>> =
  Record<string, never> extends RequestOptions<P, M>
    ? [options?: RequestOptions<P, M>]
    : [options: RequestOptions<P, M>];

/** `/api/tasks/{taskId}` with `{ taskId: 7 }` → `/api/tasks/7`. */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template} needs ${name}`);
    return encodeURIComponent(value);
  });
}

interface Sent {
  path?: Record<string, string | number>;
  body?: unknown;
  query?: object;
}

/** The axios call of a method, with no argument it does not need. */
async function send(method: string, url: string, { body, query }: Sent): Promise<unknown> {
  const config = query === undefined ? [] : [{ params: query }];
  switch (method) {
    case 'get':
      return (await http.get(url, ...config)).data;
    case 'delete':
      return (await http.delete(url, ...config)).data;
    case 'post':
    case 'put':
    case 'patch': {
      const args = body === undefined && query === undefined ? [] : [body, ...config];
      return (await http[method](url, ...args)).data;
    }
    default:
      throw new Error(`apiRequest does not send ${method}`);
  }
}

/**
 * Calls an operation of the API's OpenAPI document through the one axios instance: the
 * path, its parameters, the body and the answer are the generated types, so a call that
 * no longer matches the API fails typecheck.
 *
 *   const task = await apiRequest('get', '/api/tasks/{taskId}', { path: { taskId } });
 */
export async function apiRequest<P extends ApiPath, M extends ApiMethod<P>>(
  method: M,
  path: P,
  ...[options]: OptionsArgument<P, M>
): Promise<JsonAnswer<P, M>> {
  const sent = (options ?? {}) as Sent;
  return (await send(method, fillPath(path, sent.path), sent)) as JsonAnswer<P, M>;
}
