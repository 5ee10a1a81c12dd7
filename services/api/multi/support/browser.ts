import { UPSTREAM_HEADER } from './nginx';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** An answer as the test reads it, with the address of the instance that served it. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  upstream: string;
}

/**
 * A browser for the load balancer: keeps its cookies and, like the app's axios, echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN on state-changing requests.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  /** `baseUrl` may be read at each request: an instance restarted on another port. */
  constructor(
    private readonly baseUrl: string | (() => string),
    private readonly headers: Record<string, string> = { 'Accept-Language': 'en' },
  ) {}

  /** Opens a page, so the browser holds the XSRF token (the way the tests sign in). */
  async open(): Promise<Answer> {
    return this.get('/api/settings');
  }

  get<T = unknown>(path: string): Promise<Answer<T>> {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body: object = {}, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }

  put<T = unknown>(path: string, body: object = {}): Promise<Answer<T>> {
    return this.request<T>('PUT', path, body);
  }

  private async request<T>(
    method: string,
    path: string,
    body?: object,
    extra: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...this.headers, ...extra };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const token = this.cookies.get(XSRF_COOKIE);
    if (method !== 'GET' && token !== undefined) headers[XSRF_HEADER] = decodeURIComponent(token);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const base = typeof this.baseUrl === 'string' ? this.baseUrl : this.baseUrl();
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      body: (json && text !== '' ? JSON.parse(text) : text) as T,
      upstream: response.headers.get(UPSTREAM_HEADER) ?? '',
    };
  }

  private keepCookies(setCookies: readonly string[]): void {
    for (const setCookie of setCookies) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
