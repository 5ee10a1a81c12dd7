import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from './free-port';
import { Spawned, waitFor } from './processes';
import { serverTempDir, serverUser } from './run-as-postgres';

const run = promisify(execFile);
const READY_WITHIN_MS = 30_000;
/** The suite's user on its own servers (initdb makes it their superuser, trusted). */
const USER = 'root';

/** The newest PostgreSQL of Debian's packages (postgresql-NN). */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined)
    throw new Error(`No PostgreSQL under ${root}: apt-get install postgresql`);
  return join(root, newest, 'bin');
}

/** One PostgreSQL server of the suite's own, in the foreground, on a free port. */
export class Server {
  private constructor(
    readonly port: number,
    private readonly process: Spawned,
  ) {}

  static async start(dataDir: string, port: number): Promise<Server> {
    const spawned = new Spawned(join(binaries(), 'postgres'), ['-D', dataDir], {
      ...serverUser(),
    });
    const server = new Server(port, spawned);
    await waitFor(
      () => server.answering(),
      READY_WITHIN_MS,
      () => spawned.tail(),
    );
    return server;
  }

  url(database = 'postgres'): string {
    return `postgres://${USER}@127.0.0.1:${this.port}/${database}`;
  }

  /** SIGTERM (no client is left by then), SIGKILL past the wait. */
  stop(): Promise<void> {
    return this.process.stop();
  }

  /** As if its machine died: its clients' next statements fail. */
  kill(): Promise<void> {
    return this.process.kill();
  }

  private async answering(): Promise<true | undefined> {
    if (!this.process.running) throw new Error(`postgres exited:\n${this.process.tail()}`);
    const client = new Client({ connectionString: this.url() });
    try {
      await client.connect();
      return true;
    } catch {
      return undefined;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

async function asServerUser(command: string, args: readonly string[]): Promise<void> {
  await run(join(binaries(), command), args, { ...serverUser() });
}

/**
 * A primary and its streaming replica, both the suite's own (temp folders, free ports, no
 * machine config touched): initdb's trust rules already admit replication from 127.0.0.1.
 * The replica is made with `pg_basebackup -R` and applies the WAL `applyDelayMs` late, so a
 * read there misses a write that recent. Both count statements (pg_stat_statements).
 */
export class PrimaryWithReplica {
  private constructor(
    private readonly dir: string,
    readonly primary: Server,
    readonly replica: Server,
  ) {}

  static async start(applyDelayMs: number): Promise<PrimaryWithReplica> {
    const dir = serverTempDir('tutor-replica-');
    const started: Server[] = [];
    try {
      const primaryDir = join(dir, 'primary');
      const replicaDir = join(dir, 'replica');
      const [primaryPort, replicaPort] = [await freePort(), await freePort()];
      await asServerUser('initdb', ['-D', primaryDir, '-U', USER, '--auth=trust', '-N']);
      appendFileSync(
        join(primaryDir, 'postgresql.conf'),
        settings(primaryPort, primaryDir) +
          "shared_preload_libraries = 'pg_stat_statements'\nfsync = off\nfull_page_writes = off\n",
      );
      const primary = await Server.start(primaryDir, primaryPort);
      started.push(primary);
      await query(primary.url(), 'CREATE EXTENSION pg_stat_statements');
      await asServerUser('pg_basebackup', [
        ...['-d', primary.url(), '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
      ]);
      appendFileSync(
        join(replicaDir, 'postgresql.conf'),
        settings(replicaPort, replicaDir) + `recovery_min_apply_delay = '${applyDelayMs}ms'\n`,
      );
      const replica = await Server.start(replicaDir, replicaPort);
      return new PrimaryWithReplica(dir, primary, replica);
    } catch (error) {
      for (const server of started) await server.kill();
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  async stop(): Promise<void> {
    await this.replica.stop();
    await this.primary.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Later lines of postgresql.conf win: the port and socket folder of a server of the suite. */
function settings(port: number, dataDir: string): string {
  return `\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dataDir}'\n`;
}

/** One statement on a new connection; its rows. */
export async function query<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}
