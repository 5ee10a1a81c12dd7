import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { GUIDE_PLATFORM_URL, guideFiles, type GuideBundler } from './guide-files';
import { serveFolder } from './serve-folder';

/** A remote built in an empty folder from docs/federation.md's files, served with CORS. */
export interface OutsideRemote {
  origin: string;
  /** From the empty folder to built files: install, typecheck, build, CSS check. */
  setupMs: number;
  /** What the contract's CSS check printed. */
  cssCheck: string;
  /** The team's folder (sources, node_modules), kept until `stop`. */
  dir: string;
  stop: () => Promise<void>;
}

/**
 * The team's shell, not the test runner's: no NODE_ENV (npm would leave devDependencies
 * out, @module-federation/vite turns itself off under `test`), no Jest worker, and the
 * pinned Node first.
 */
export function teamEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  delete env.JEST_WORKER_ID;
  for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
  env.PATH = [dirname(process.execPath), env.PATH ?? ''].join(delimiter);
  return env;
}

function npm(args: string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      'npm',
      args,
      { cwd, timeout: 480_000, env: teamEnv(), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error === null
          ? done(`${stdout}${stderr}`)
          : fail(new Error(`npm ${args.join(' ')}: ${error.message}\n${stdout}\n${stderr}`)),
    );
  });
}

function writeGuideFiles(dir: string, bundler: GuideBundler, platformUrl: string): void {
  for (const [path, content] of guideFiles(bundler)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content.replaceAll(GUIDE_PLATFORM_URL, platformUrl));
  }
}

/**
 * Does what docs/federation.md tells an outside team: writes its files in an empty folder under
 * /tmp, installs them with npm (the contract tarballs from the running platform's URL, the
 * bundler from the npm registry), type-checks, builds, checks the CSS, and serves dist/.
 */
export async function buildOutsideRemote(
  bundler: GuideBundler,
  platformUrl: string,
): Promise<OutsideRemote> {
  const dir = mkdtempSync(join(tmpdir(), `outside-remote-${bundler}-`));
  const started = Date.now();
  writeGuideFiles(dir, bundler, platformUrl);
  // revalidates what the npm cache holds: an unreleased contract keeps its version number
  await npm(['install', '--no-audit', '--no-fund', '--prefer-online'], dir);
  await npm(['run', 'typecheck'], dir);
  await npm(['run', 'build'], dir);
  const cssCheck = await npm(['run', '--silent', 'check-css'], dir);
  const setupMs = Date.now() - started;
  const served = await serveFolder(join(dir, 'dist'));
  return {
    origin: served.origin,
    setupMs,
    cssCheck,
    dir,
    stop: async () => {
      await served.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
