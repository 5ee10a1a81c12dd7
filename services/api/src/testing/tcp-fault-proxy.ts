import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * What the proxy does with a connection: forward it to the target, `hang` (accept and
 * never answer), or `refuse` (close it at once, like a server that went away).
 */
export type ProxyMode = 'forward' | 'hang' | 'refuse';

export interface TcpFaultProxy {
  /** The loopback port to point a client at. */
  port: number;
  /**
   * Switches the mode for new connections. Open ones stop being forwarded on `hang` (the
   * server stops answering mid-connection) and are closed otherwise.
   */
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

/** A loopback port nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP proxy to `target` whose faults a test switches on and off. */
export async function startTcpFaultProxy(
  target: { host: string; port: number },
  mode: ProxyMode = 'forward',
): Promise<TcpFaultProxy> {
  let current = mode;
  const open = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  const track = (socket: Socket): void => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (current === 'refuse') client.destroy();
    if (current !== 'forward') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setMode(next: ProxyMode): void {
      current = next;
      if (next !== 'hang') {
        for (const socket of open) socket.destroy();
        return;
      }
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
