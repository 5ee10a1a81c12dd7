import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KEEP_ALIVE_MS, keepIdleConnections } from './keep-alive';

function keepAliveHeaderOf(server: Server): Promise<string | undefined> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', headers: { Connection: 'keep-alive' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['keep-alive']?.toString()));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('keepIdleConnections', () => {
  let server: Server;

  beforeEach(async () => {
    server = createServer((_req, res) => res.end('ok'));
    keepIdleConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('tells clients an idle connection lives past a 60 s pool', async () => {
    expect(await keepAliveHeaderOf(server)).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });

  it('waits for headers longer than it keeps a connection idle', () => {
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
