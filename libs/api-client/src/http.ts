import axios from 'axios';
import { toApiError } from './map-error';

/**
 * The one HTTP client of the page. Same-origin calls carry the session cookie and the
 * XSRF-TOKEN cookie echoed as X-XSRF-TOKEN (axios does that itself for same-origin).
 * Every failure reaches callers as an ApiError.
 */
export const http = axios.create({
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
});

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Already sent again after a 419 (see below). */
    xsrfRetried?: boolean;
  }
}

/**
 * A 419 answer carries a fresh XSRF-TOKEN cookie: the token the page held was bound to a
 * session that ended meanwhile (an answer to a request sent before sign-out can replace
 * the cookie). Such a request is sent once more, with the fresh token.
 */
function staleTokenRetry(error: unknown): Promise<unknown> | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 419) return undefined;
  const config = error.config;
  if (config === undefined || config.xsrfRetried === true) return undefined;
  return http.request({ ...config, xsrfRetried: true });
}

http.interceptors.response.use(
  undefined,
  (error: unknown) => staleTokenRetry(error) ?? Promise.reject(toApiError(error)),
);

/** The API answers texts (validation messages, role names) in the page's language. */
export function setRequestLocale(locale: string): void {
  http.defaults.headers.common['Accept-Language'] = locale;
}
