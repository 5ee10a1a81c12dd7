import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { Spawned, waitFor } from './processes';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');
const MAIN = join(REPO_ROOT, 'services/api/dist/main.js');
const HEALTHY_WITHIN_MS = 60_000;
/** Start-up lines that say nothing about a failure. */
const NOISE = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader']);

/** One line of the API's JSON log (pino). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

function parsed(line: string): LogLine | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return undefined;
  }
}

/** The built API (`node services/api/dist/main.js`) as its own process. */
export class ApiInstance {
  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly process: Spawned,
  ) {}

  /** Starts it on a free port and resolves once `/api/health` answers 200. */
  static async start(name: string, env: Record<string, string>, cwd: string): Promise<ApiInstance> {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npx nx run api:build first`);
    const port = await freePort();
    const spawned = new Spawned(process.execPath, [MAIN], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    });
    const instance = new ApiInstance(name, port, spawned);
    try {
      await waitFor(
        () => instance.healthy(),
        HEALTHY_WITHIN_MS,
        () => instance.describe(),
      );
    } catch (error) {
      await spawned.kill();
      throw error;
    }
    return instance;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  get running(): boolean {
    return this.process.running;
  }

  /** Its log so far, the JSON lines only. */
  logs(): LogLine[] {
    return this.process.lines.flatMap((line) => parsed(line) ?? []);
  }

  /** Its own messages (no request lines, no route table), for an error message. */
  describe(): string {
    const messages = this.process.lines.filter((line) => {
      const log = parsed(line);
      return log === undefined || (log.req === undefined && !NOISE.has(String(log.context)));
    });
    return `API ${this.name} on port ${this.port}:\n${messages.slice(-30).join('\n')}`;
  }

  /** Graceful: SIGTERM, as an orchestrator stops an instance. */
  stop(): Promise<void> {
    return this.process.stop();
  }

  /** SIGKILL: as if the machine under it died. */
  kill(): Promise<void> {
    return this.process.kill();
  }

  private async healthy(): Promise<true | undefined> {
    if (!this.process.running) throw new Error(`The API exited.\n${this.describe()}`);
    try {
      const response = await fetch(`${this.url}/api/health`);
      return response.ok ? true : undefined;
    } catch {
      return undefined; // not listening yet
    }
  }
}
