import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_MODULES } from '@tutor/remote-contract';
import { REPO_ROOT } from './product';
import { serveFolder } from './serve-folder';

/** A small Vite remote on its own origin (with CORS), built with the repository's packages and the shared ranges a test asks for (e.g. a React-18 remote). */
export interface ExternalRemote {
  origin: string;
  /** Milliseconds the Vite build took. */
  buildMs: number;
  /** The build version its mf-manifest.json names. */
  buildVersion: string;
  stop: () => Promise<void>;
}

/**
 * What an outside team writes: routes that read the URL with `useMatch` and keep state with
 * React, exported as `routes` (the contract of @tutor/remote-contract).
 */
const ROUTES = `import { useState } from 'react';
import { Link, useMatch } from 'react-router-dom';

function Lessons() {
  const match = useMatch('/marketplace/:slug');
  const [count, setCount] = useState(0);
  return (
    <section>
      <h1>External lessons</h1>
      <p>Lesson: {match ? match.params.slug : 'none'}</p>
      <button type="button" onClick={() => setCount(count + 1)}>Clicked {count}</button>
      <Link to="/marketplace/algebra">Algebra</Link>
    </section>
  );
}

export const routes = [
  { path: '/marketplace', element: <Lessons /> },
  { path: '/marketplace/:slug', element: <Lessons /> },
];
`;

const SHARED = ['react', 'react-dom', 'react-router-dom'] as const;
/** Ranges a remote asks for instead of the contract's (a remote built for React 18). */
export type RequiredVersions = Partial<Record<(typeof SHARED)[number], string>>;

/** The shared singletons this remote imports, with the ranges the contract states. */
function sharedOption(
  asked: RequiredVersions,
): Record<string, { singleton: true; requiredVersion: string }> {
  return Object.fromEntries(
    SHARED.map((name) => [
      name,
      {
        singleton: true as const,
        requiredVersion: asked[name] ?? SHARED_MODULES[name].requiredVersion,
      },
    ]),
  );
}

/** The team's vite.config.mjs: federation with the contract's shared ranges, a quick build. */
function viteConfig(asked: RequiredVersions): string {
  const options = {
    name: 'external_market',
    filename: 'remoteEntry.js',
    manifest: true,
    dts: false,
    exposes: { './routes': './src/routes.jsx' },
    shared: sharedOption(asked),
  };
  return `import { federation } from '@module-federation/vite';
export default {
  base: './',
  logLevel: 'error',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [federation(${JSON.stringify(options)})],
  build: { target: 'chrome110', minify: false, modulePreload: false, reportCompressedSize: false },
};
`;
}

/**
 * The team's shell, not the test runner's: @module-federation/vite turns itself off under
 * NODE_ENV=test or with JEST_WORKER_ID set.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.JEST_WORKER_ID;
  return env;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    execFile(command, args, { cwd, timeout: 120_000, env: buildEnv() }, (error, _stdout, stderr) =>
      error === null ? done() : fail(new Error(`${error.message}\n${stderr}`)),
    );
  });
}

/**
 * Builds the remote with Vite 8 and @module-federation/vite in a temp folder (its packages
 * come from the repository's node_modules through a link) and serves it on 127.0.0.1.
 */
export async function buildExternalRemote(asked: RequiredVersions = {}): Promise<ExternalRemote> {
  const dir = mkdtempSync(join(tmpdir(), 'external-remote-'));
  mkdirSync(join(dir, 'src'));
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'src/routes.jsx'), ROUTES);
  writeFileSync(join(dir, 'src/main.js'), 'export {};\n');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>remote</title></head><body><script type="module" src="./src/main.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'vite.config.mjs'), viteConfig(asked));
  const started = Date.now();
  // the team's own build, as they would run it: `vite build` in their folder
  await run(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build'], dir);
  const buildMs = Date.now() - started;
  const dist = join(dir, 'dist');
  const served = await serveFolder(dist);
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  return {
    origin: served.origin,
    buildMs,
    buildVersion: manifest.metaData.buildInfo.buildVersion,
    stop: async () => {
      await served.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
