import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The processes the suite started, as files named by pid in one folder per run. Jest's
 * sandbox never sees the test process exit, so the global set-up (outside it) kills
 * whatever is left there when Jest ends, however a test ended.
 */
const registry = (): string =>
  process.env.MULTI_PIDS_DIR ?? join(tmpdir(), `tutor-multi-pids-${process.pid}`);

export function rememberPid(pid: number): void {
  mkdirSync(registry(), { recursive: true });
  writeFileSync(join(registry(), String(pid)), '');
}

export function forgetPid(pid: number): void {
  rmSync(join(registry(), String(pid)), { force: true });
}

/** Synchronous, for an 'exit' listener. */
export function killRemembered(): void {
  let pids: string[] = [];
  try {
    pids = readdirSync(registry());
  } catch {
    return; // none started
  }
  for (const pid of pids) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(registry(), { recursive: true, force: true });
}
