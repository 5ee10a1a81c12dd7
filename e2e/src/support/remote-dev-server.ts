import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { teamEnv, type OutsideRemote } from './external-remote';

/** The dev server's origin as the guide's vite.config.mjs fixes it (`strictPort`). */
export const GUIDE_DEV_ORIGIN = 'http://localhost:5174';

export interface RemoteDevServer {
  origin: string;
  /** Rewrites one of the team's source files, as an editor would save it. */
  edit: (path: string, change: (source: string) => string) => void;
  stop: () => Promise<void>;
}

/** Resolves once the dev server serves the manifest (it answers only when ready). */
async function untilServing(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output()}`);
    const answer = await fetch(`${GUIDE_DEV_ORIGIN}/mf-manifest.json`).catch(() => null);
    if (answer?.ok) return;
    if (Date.now() > deadline) throw new Error(`no dev server after 60 s:\n${output()}`);
    await new Promise((next) => setTimeout(next, 250));
  }
}

/** `npm run dev` in the team's folder, as the guide's dev loop says. */
export async function startRemoteDevServer(remote: OutsideRemote): Promise<RemoteDevServer> {
  const child = spawn('npm', ['run', 'dev'], { cwd: remote.dir, env: teamEnv(), detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await untilServing(child, () => output);
  return {
    origin: GUIDE_DEV_ORIGIN,
    edit: (path, change) => {
      const file = join(remote.dir, path);
      writeFileSync(file, change(readFileSync(file, 'utf8')));
    },
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((done) => child.once('exit', done));
      // npm, and the vite it started, as one process group
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
