import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';
import { Spawned, waitFor } from './processes';
import { serverTempDir, serverUser } from './run-as-postgres';

/** Debian's pgbouncer; `.ci/run` installs the package when it is missing. */
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((path) => existsSync(path));
const READY_WITHIN_MS = 10_000;

/**
 * Transaction mode, as production runs it: a server connection serves one transaction and
 * goes back to the pool, so nothing session-bound survives between two statements.
 */
function config(dir: string, port: number, primary: URL): string {
  return `[databases]
* = host=${primary.hostname} port=${primary.port || '5432'}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'users.txt')}
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
logfile = ${join(dir, 'pgbouncer.log')}
pidfile = ${join(dir, 'pgbouncer.pid')}
`;
}

/** PgBouncer in the foreground, as the suite's child, in front of one PostgreSQL server. */
export class PgBouncer {
  private constructor(
    private readonly port: number,
    private readonly dir: string,
    private readonly process: Spawned,
  ) {}

  /** Pools connections to the server of `primaryUrl` for its user (trusted). */
  static async start(primaryUrl: string): Promise<PgBouncer> {
    if (PGBOUNCER === undefined) {
      throw new Error('pgbouncer is missing: apt-get install -y pgbouncer (Debian package)');
    }
    const primary = new URL(primaryUrl);
    const dir = serverTempDir('tutor-pgbouncer-');
    const port = await freePort();
    writeFileSync(join(dir, 'users.txt'), `"${decodeURIComponent(primary.username)}" ""\n`);
    writeFileSync(join(dir, 'pgbouncer.ini'), config(dir, port, primary));
    const spawned = new Spawned(PGBOUNCER, [join(dir, 'pgbouncer.ini')], {
      ...serverUser(),
    });
    const bouncer = new PgBouncer(port, dir, spawned);
    try {
      await waitFor(
        () => bouncer.answering(primaryUrl),
        READY_WITHIN_MS,
        () => spawned.tail(),
      );
    } catch (error) {
      await bouncer.stop();
      throw error;
    }
    return bouncer;
  }

  /** `url` (a database on the pooled server) through the pooler. */
  urlOf(url: string): string {
    const pooled = new URL(url);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(this.port);
    return pooled.toString();
  }

  async stop(): Promise<void> {
    await this.process.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async answering(primaryUrl: string): Promise<true | undefined> {
    if (!this.process.running) throw new Error(`pgbouncer exited:\n${this.process.tail()}`);
    const client = new Client({ connectionString: this.urlOf(primaryUrl) });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return undefined;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
