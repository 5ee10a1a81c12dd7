import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { forgetPid, rememberPid } from './pid-registry';

/** How long a process may take to end after SIGTERM before it gets SIGKILL. */
const STOP_TIMEOUT_MS = 10_000;

const alive = new Set<ChildProcess>();

/** Kills every process the suite started that still runs (after a failed or cut start). */
export async function killAll(): Promise<void> {
  const exits = [...alive].map(
    (child) => new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  for (const child of alive) child.kill('SIGKILL');
  await Promise.all(exits);
}

/** A child process of the suite whose output is kept, line by line. */
export class Spawned {
  readonly lines: string[] = [];
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;
  private partial = '';

  constructor(command: string, args: readonly string[], options: SpawnOptions) {
    this.child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const pid = this.child.pid;
    alive.add(this.child);
    if (pid !== undefined) rememberPid(pid);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', () => {
        alive.delete(this.child);
        if (pid !== undefined) forgetPid(pid);
        resolve();
      });
      this.child.once('error', (error) => {
        this.lines.push(`spawn failed: ${error.message}`);
        alive.delete(this.child);
        resolve();
      });
    });
    this.child.stdout?.on('data', (chunk: Buffer) => this.take(chunk));
    this.child.stderr?.on('data', (chunk: Buffer) => this.take(chunk));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && alive.has(this.child);
  }

  /** The last lines, for an error message. */
  tail(count = 40): string {
    return [...this.lines, this.partial].slice(-count).join('\n');
  }

  /** SIGTERM, then SIGKILL if it has not ended in time. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
  }

  /** SIGKILL: the process gets no chance to clean up. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  private take(chunk: Buffer): void {
    const text = this.partial + chunk.toString();
    const lines = text.split('\n');
    this.partial = lines.pop() ?? '';
    this.lines.push(...lines);
  }
}

/** Polls `probe` every 20 ms until it answers a value; rejects with `describe()` after the timeout. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  describe: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
