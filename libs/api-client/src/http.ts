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

http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

/** The API answers texts (validation messages, role names) in the page's language. */
export function setRequestLocale(locale: string): void {
  http.defaults.headers.common['Accept-Language'] = locale;
}
