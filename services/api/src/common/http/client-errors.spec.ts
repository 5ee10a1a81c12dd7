import { createServer, get, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientErrors } from './client-errors';

describe('requests the HTTP parser refuses', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** The status of GET `path`, or the error code if that came first. */
  const firstAnswer = (path: string): Promise<number | string> =>
    new Promise((resolve) => {
      const req = get({ host: '127.0.0.1', port, path }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });

  it('answer a 300 KB query with 431, not a reset while the client still writes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await firstAnswer(`/?q=${'x'.repeat(300_000)}`)).toBe(431);
    }
  });

  it('answer what is not HTTP with 400, as Node does', async () => {
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP\r\n\r\n'));
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(data));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request/);
  });

  it('still serve an ordinary request', async () => {
    expect(await firstAnswer('/?q=ok')).toBe(200);
  });
});
