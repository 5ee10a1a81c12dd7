import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A remote's host for tests: answers the given paths with JSON or JS, 404 otherwise; with
 * CORS for every origin but on the paths in `withoutCors`.
 */
export interface ManifestServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startManifestServer(
  files: (origin: string) => Record<string, unknown>,
  withoutCors: readonly string[] = [],
): Promise<ManifestServer> {
  let answers: Record<string, unknown> = {};
  const server: Server = createServer((req, res) => {
    const body = answers[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    const isScript = typeof body === 'string';
    const cors = withoutCors.includes(req.url ?? '') ? {} : { 'Access-Control-Allow-Origin': '*' };
    res
      .writeHead(200, {
        'Content-Type': isScript ? 'text/javascript' : 'application/json',
        ...cors,
      })
      .end(isScript ? body : JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  answers = files(origin);
  return {
    origin,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** An mf-manifest.json as the federation plugins write it. */
export function manifestJson(
  name: string,
  publicPath: string,
  build = { buildVersion: '1.2.0', buildName: `mfe-${name}` },
): object {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: build,
      publicPath,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes', assets: {} }],
  };
}
