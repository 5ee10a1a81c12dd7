/**
 * REMOTE_DEV_ORIGINS (comma-separated origins, e.g. `http://localhost:5174`): a remote's
 * dev server a developer points the real shell at. Its origin, and its websocket for hot
 * reload, join the page's CSP and the CORS origins; never in production, where only the
 * registry names origins.
 */
export function devRemoteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV === 'production') return [];
  return (env.REMOTE_DEV_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .flatMap((value) => {
      try {
        const url = new URL(value);
        return ['http:', 'https:'].includes(url.protocol) ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

/** Their websockets (ws: for http, wss: for https), for connect-src. */
export function devSockets(origins: readonly string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}
