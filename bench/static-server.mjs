// Serves built web apps the way `npm start` lays them out, without the API: enough to
// measure what the browser downloads. API calls answer 401 so the page renders as a guest.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};
const REMOTES = ['auth', 'tasks', 'marketplace', 'journal'];

export function serveStatic({ root, shellDir }) {
  const registry = Object.fromEntries(REMOTES.map((n) => [n, `/remotes/${n}/mf-manifest.json`]));
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://bench');
    if (pathname === '/remotes.json')
      return send(res, 200, 'application/json', JSON.stringify(registry));
    if (pathname.startsWith('/api/'))
      return send(res, 401, 'application/json', '{"message":"Unauthenticated."}');
    const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
    let file = remote
      ? join(root, `mfe-${remote[1]}`, 'dist', remote[2])
      : join(shellDir, pathname);
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (remote) return send(res, 404, 'text/plain', 'not found');
      file = join(shellDir, 'index.html');
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

function send(res, status, type, body) {
  res.writeHead(status, { 'Content-Type': type });
  res.end(body);
}
