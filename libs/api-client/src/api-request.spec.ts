import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, fillPath } from './api-request';
import { http } from './http';

interface Seen {
  method?: string;
  url?: string;
  body: string;
}

let server: Server;
let seen: Seen = { body: '' };
let answer: unknown = {};

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((body) => {
      seen = { method: req.method, url: req.url, body };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  http.defaults.baseURL = undefined;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('apiRequest', () => {
  it('fills the path parameters of the documented path', async () => {
    answer = { id: 7, name: 'Algebra' };
    const subject = await apiRequest('patch', '/api/subjects/{subjectId}', {
      path: { subjectId: 7 },
      body: { name: 'Algebra' },
    });
    expect(subject).toEqual({ id: 7, name: 'Algebra' });
    expect(seen).toEqual({
      method: 'PATCH',
      url: '/api/subjects/7',
      body: JSON.stringify({ name: 'Algebra' }),
    });
  });

  it('sends the query of an operation that takes one', async () => {
    answer = { items: [], total: 0, page: 2, per_page: 10 };
    await apiRequest('get', '/api/checks', { query: { page: 2, per_page: 10 } });
    expect(seen.url).toBe('/api/checks?page=2&per_page=10');
  });

  it('needs no options for an operation without parameters or body', async () => {
    answer = [];
    await expect(apiRequest('get', '/api/tasks')).resolves.toEqual([]);
    expect(seen).toMatchObject({ method: 'GET', url: '/api/tasks' });
  });

  it('calls the axios method with only the arguments the call needs', async () => {
    const post = jest.spyOn(http, 'post');
    answer = {};
    await apiRequest('post', '/api/dispatches/{jobId}/retry', { path: { jobId: 4 } });
    expect(post).toHaveBeenCalledWith('/api/dispatches/4/retry');
    post.mockRestore();
  });
});

describe('fillPath', () => {
  it('encodes values and refuses a missing one', () => {
    expect(fillPath('/oauth/{provider}', { provider: 'a/b' })).toBe('/oauth/a%2Fb');
    expect(() => fillPath('/api/tasks/{taskId}')).toThrow('/api/tasks/{taskId} needs taskId');
  });
});
