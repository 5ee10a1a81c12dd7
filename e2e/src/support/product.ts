import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILT_IN_REMOTES, type RegistryEntry } from '@tutor/contracts';
import { isPostgresUrl, workerDatabaseUrl } from 'api/src/testing/worker-database';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** The browser tests' PostgreSQL databases, one a Jest worker (made by the global set-up). */
export const E2E_DATABASES = 'e2e_w';

/**
 * With CI's PostgreSQL and Redis: the Jest worker's own database, and Redis keys of this
 * product's own, so products of two workers never take each other's jobs or rate limits.
 */
function sharedServicesEnv(port: number): Record<string, string> {
  const url = process.env.DATABASE_URL;
  const worker = process.env.JEST_WORKER_ID ?? '1';
  return {
    ...(isPostgresUrl(url) ? { DATABASE_URL: workerDatabaseUrl(url, worker, E2E_DATABASES) } : {}),
    REDIS_PREFIX: `e2e-${port}:`,
  };
}

export interface RunningProduct {
  url: string;
  /** Where the product writes its mail (.eml files, MAIL_DIR). */
  mailDir: string;
  /** Replaces the remotes registry the running server answers at /remotes.json. */
  /** Replaces the registry file: a list of entries (or any JSON, to test a broken file). */
  setRegistry: (registry: unknown) => void;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** An API start on a busy two-core machine (migrations, Nest's modules) may take this long. */
const HEALTHY_WITHIN_MS = 60_000;

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The server did not become healthy:\n${log()}`);
}

/**
 * Starts the product the way `npm start` serves it (the built shell and remotes behind
 * the API on one port), on a free port, a temporary SQLite file and an operator registry
 * file the test may replace. With CI's DATABASE_URL and REDIS_URL, see sharedServicesEnv.
 */
export async function startProduct(extraEnv: Record<string, string> = {}): Promise<RunningProduct> {
  const dir = mkdtempSync(join(tmpdir(), 'tutor-e2e-'));
  const registryFile = join(dir, 'remotes.json');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const setRegistry = (registry: unknown) => writeFileSync(registryFile, JSON.stringify(registry));
  setRegistry(defaultRegistry());
  let output = '';
  const child = spawn(process.execPath, [join(REPO_ROOT, 'services/api/dist/main.js')], {
    cwd: dir,
    env: {
      ...process.env,
      ...sharedServicesEnv(port),
      PORT: String(port),
      APP_URL: url,
      REMOTES_CONFIG: registryFile,
      MAIL_DIR: join(dir, 'mail'),
      WEB_ROOT: REPO_ROOT,
      LOG_LEVEL: 'warn',
      // The lowest scrypt cost: the browser tests register and sign in hundreds of times.
      PASSWORD_HASH_COST: '10',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(url, child, () => output);
  return {
    url,
    mailDir: join(dir, 'mail'),
    setRegistry,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The built-in registry: the four remotes of this repository at their areas. */
export function defaultRegistry(): RegistryEntry[] {
  return BUILT_IN_REMOTES.map((remote) => ({ ...remote }));
}

/**
 * The built-in registry with some entries changed (`entry`, `type`…, by name) or added
 * at the end, as they are given: an added entry may be broken on purpose.
 */
export function registryWith(
  ...changes: ({ name: string } & Record<string, unknown>)[]
): Record<string, unknown>[] {
  const entries = defaultRegistry().map((entry): Record<string, unknown> => ({ ...entry }));
  for (const change of changes) {
    const index = entries.findIndex((entry) => entry.name === change.name);
    if (index === -1) entries.push(change);
    else entries[index] = { ...entries[index], ...change };
  }
  return entries;
}
