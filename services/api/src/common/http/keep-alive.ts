import type { Server } from 'node:http';

/** Longer than the idle timeout of the pools in front of us: nginx and cloud balancers keep 60 s. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Keeps an idle keep-alive connection open for longer than a client or proxy pools it, so
 * the client is always the side that closes it. With Node's 5 s default a pooled socket
 * reused at the moment the server drops it fails the request with ECONNRESET (or a 502
 * from the balancer). The header limit must outlast it, or Node closes the socket first.
 */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
