import type { components, paths } from './openapi';

/** A documented path, e.g. `/api/tasks/{taskId}`. */
export type ApiPath = keyof paths;

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods a path documents. */
export type ApiMethod<P extends ApiPath> = {
  [M in HttpMethod]: [paths[P][M]] extends [undefined] ? never : M;
}[HttpMethod];

type Operation<P extends ApiPath, M extends HttpMethod> = paths[P][M];

type RequestBodyOf<O> = O extends { requestBody?: infer R } ? NonNullable<R> : never;

type JsonBodyOf<R> = [R] extends [never]
  ? never
  : R extends { content: { 'application/json': infer B } }
    ? B
    : never;

/** The JSON body an operation takes (never when it takes none). */
export type JsonBody<P extends ApiPath, M extends HttpMethod> = JsonBodyOf<
  RequestBodyOf<Operation<P, M>>
>;

type SuccessOf<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : R extends { 204: unknown }
        ? { content?: never }
        : never;

/** The JSON an operation answers on success (void for 204 No Content). */
export type JsonAnswer<P extends ApiPath, M extends HttpMethod> =
  SuccessOf<Operation<P, M> extends { responses: infer R } ? R : never> extends {
    content: { 'application/json': infer A };
  }
    ? A
    : void;

/** The path parameters of an operation, e.g. `{ taskId: number }`. */
export type PathParams<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { parameters: { path: infer T } } ? NonNullable<T> : never;

/** The query parameters of an operation. */
export type QueryParams<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { parameters: { query?: infer T } } ? NonNullable<T> : never;

/** A named schema of the document, e.g. `Schema<'Task'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
