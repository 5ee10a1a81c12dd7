import { isAxiosError } from 'axios';
import { ErrorKey } from '@tutor/contracts';
import { ApiError, type FieldErrors } from './api-error';

interface ErrorPayload {
  message?: unknown;
  errors?: unknown;
  code?: unknown;
}

function asFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const result: FieldErrors = {};
  for (const [field, list] of Object.entries(value)) {
    const texts = (Array.isArray(list) ? list : [list]).filter(
      (text): text is string => typeof text === 'string',
    );
    if (texts.length > 0) result[field] = texts;
  }
  return result;
}

function retryAfter(value: unknown): number | null {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

function keyForStatus(status: number, payload: ErrorPayload): ApiError['key'] {
  if (status === 401) return ErrorKey.Unauthenticated;
  if (status === 403) return ErrorKey.Unauthorized;
  if (status === 404) {
    return payload.code === 'work_not_found' ? ErrorKey.WorkNotFound : ErrorKey.ModelNotFound;
  }
  if (status === 419) return ErrorKey.CsrfMismatch;
  if (status === 422) return ErrorKey.Validation;
  if (status === 429) return ErrorKey.TooManyRequests;
  if (status >= 500) return ErrorKey.ServerError;
  return 'errors.other';
}

/** The browser says it has no connection (outside a browser: never). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Maps whatever a call threw to the one error type the UI knows how to show. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    return new ApiError('errors.other', null, error instanceof Error ? error.message : null);
  }
  // No answer (ERR_NETWORK, a timeout, a dropped connection), or one while the browser is
  // offline (a cache or a proxy speaking for the server): nothing reached the API.
  if (!error.response || browserOffline()) return new ApiError(ErrorKey.NetworkError, null, null);
  const { status, headers } = error.response;
  const data: unknown = error.response.data;
  const payload: ErrorPayload = typeof data === 'object' && data !== null ? data : {};
  const message = typeof payload.message === 'string' ? payload.message : null;
  const fieldErrors = status === 422 ? asFieldErrors(payload.errors) : {};
  const retry =
    status === 429 ? retryAfter((headers as Record<string, unknown>)['retry-after']) : null;
  const code = typeof payload.code === 'string' ? payload.code : null;
  return new ApiError(keyForStatus(status, payload), status, message, fieldErrors, retry, code);
}

/** Whether a call failed for want of a network (see `ApiError.isNetwork`). */
export function isNetworkError(error: unknown): boolean {
  return toApiError(error).isNetwork;
}
