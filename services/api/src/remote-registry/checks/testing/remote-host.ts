import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the host answers one path; `hang` never answers (for timeouts). */
export interface HostedFile {
  body?: string | object;
  status?: number;
  headers?: Record<string, string>;
  hang?: boolean;
}

export interface RemoteHost {
  origin: string;
  /** Sets the files the host serves (paths with their leading /). */
  serve: (files: Record<string, HostedFile>) => void;
  close: () => Promise<void>;
}

/** A real HTTP server on loopback standing in for a remote's host (a CDN, another team's). */
export async function startRemoteHost(): Promise<RemoteHost> {
  let files: Record<string, HostedFile> = {};
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (file === undefined) return void res.writeHead(404).end();
    if (file.hang === true) return void hanging.add(res);
    const json = typeof file.body === 'object';
    res
      .writeHead(file.status ?? 200, {
        'Content-Type': json ? 'application/json' : 'text/javascript',
        ...file.headers,
      })
      .end(json ? JSON.stringify(file.body) : (file.body ?? ''));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (next) => {
      files = next;
    },
    close: () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** An mf-manifest.json as the federation plugins write it. */
export function remoteManifest(
  name: string,
  options: {
    publicPath?: string;
    shared?: { name: string; requiredVersion?: string; singleton?: boolean }[];
    exposes?: string[];
  } = {},
): object {
  return {
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      publicPath: options.publicPath ?? 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: (options.shared ?? []).map((shared) => ({ id: `${name}:${shared.name}`, ...shared })),
    remotes: [],
    exposes: (options.exposes ?? ['routes']).map((expose) => ({
      id: `${name}:${expose}`,
      name: expose,
      path: `./${expose}`,
      assets: {},
    })),
  };
}
