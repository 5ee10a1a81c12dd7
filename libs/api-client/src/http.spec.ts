import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorKey } from '@tutor/contracts';
import { ApiError } from './api-error';
import { http, setRequestLocale } from './http';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

let server: Server;
let base = '';
let reply: Reply = { status: 200 };
let lastHeaders: Record<string, string | string[] | undefined> = {};
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    requests += 1;
    res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(answer: Reply): Promise<ApiError> {
  reply = answer;
  try {
    await http.post(`${base}/login`, {});
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('the api client', () => {
  it('sends a request refused for a stale XSRF token (419) once more', async () => {
    requests = 0;
    const error = await failure({ status: 419, body: { message: 'CSRF token mismatch.' } });
    expect(requests).toBe(2);
    expect(error.key).toBe(ErrorKey.CsrfMismatch);
  });

  it('passes successful answers through', async () => {
    reply = { status: 200, body: { redirect: '/tasks' } };
    const { data } = await http.post<{ redirect: string }>(`${base}/login`, {});
    expect(data.redirect).toBe('/tasks');
  });

  it('exposes 422 field lists with the message', async () => {
    const error = await failure({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { email: ['Required.'], agree: 'Tick it.' },
      },
    });
    expect(error.key).toBe(ErrorKey.Validation);
    expect(error.fieldErrors).toEqual({ email: ['Required.'], agree: ['Tick it.'] });
    expect(error.serverMessage).toBe('The given data was invalid.');
  });

  it.each([
    [401, ErrorKey.Unauthenticated],
    [403, ErrorKey.Unauthorized],
    [404, ErrorKey.ModelNotFound],
    [419, ErrorKey.CsrfMismatch],
    [500, ErrorKey.ServerError],
    [503, ErrorKey.ServerError],
  ])('maps HTTP %i to %s', async (status, key) => {
    expect((await failure({ status, body: { message: 'x' } })).key).toBe(key);
  });

  it('keeps the code an answer carries beside its message', async () => {
    const error = await failure({
      status: 409,
      body: { message: 'Changed.', code: 'stale_version' },
    });
    expect(error.code).toBe('stale_version');
    expect(error.serverMessage).toBe('Changed.');
  });

  it('maps a missing work to the WorkNotFound text', async () => {
    const error = await failure({ status: 404, body: { message: 'x', code: 'work_not_found' } });
    expect(error.key).toBe(ErrorKey.WorkNotFound);
  });

  it('reads Retry-After of a throttled call', async () => {
    const error = await failure({ status: 429, headers: { 'Retry-After': '42' } });
    expect(error.key).toBe(ErrorKey.TooManyRequests);
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('keeps the server message of other failures', async () => {
    const error = await failure({ status: 400, body: { message: 'Bad thing.' } });
    expect(error.key).toBe('errors.other');
    expect(error.serverMessage).toBe('Bad thing.');
  });

  it('maps an unreachable server to the network error', async () => {
    await expect(http.get('http://127.0.0.1:1/')).rejects.toMatchObject({
      key: ErrorKey.NetworkError,
    });
  });

  it('asks for JSON in the page language', async () => {
    setRequestLocale('en');
    reply = { status: 200, body: {} };
    await http.get(`${base}/api/settings`);
    expect(lastHeaders['accept-language']).toBe('en');
    expect(lastHeaders['accept']).toContain('application/json');
  });
});
