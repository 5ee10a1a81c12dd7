import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort } from './free-port';
import { Spawned, waitFor } from './processes';

/** Debian's redis-server and redis-sentinel; `.ci/run` installs the packages when missing. */
const REDIS_SERVER = '/usr/bin/redis-server';
const REDIS_SENTINEL = '/usr/bin/redis-sentinel';
const MASTER_NAME = 'tutor-multi';
const SENTINELS = 3;
/** Sentinels see the other two and the replica within a few hello rounds (2 s each). */
const READY_WITHIN_MS = 20_000;
const HOST = '127.0.0.1';

interface RedisNode {
  readonly port: number;
  readonly process: Spawned;
}

/** One Redis server on `port`, no persistence, everything it writes in `dir`. */
function redisServer(dir: string, port: number, replicaOf?: number): RedisNode {
  const home = join(dir, `redis-${port}`);
  mkdirSync(home);
  const args = ['--port', String(port), '--bind', HOST, '--dir', home, '--save', ''];
  args.push('--appendonly', 'no', '--protected-mode', 'no');
  if (replicaOf !== undefined) args.push('--replicaof', HOST, String(replicaOf));
  return { port, process: new Spawned(REDIS_SERVER, args, {}) };
}

/**
 * A Sentinel quick to act: the master is down after 1 s without an answer; the quorum is 2
 * of 3. Sentinel rewrites its config file, so each gets its own.
 */
function sentinel(dir: string, port: number, masterPort: number): RedisNode {
  const file = join(dir, `sentinel-${port}.conf`);
  writeFileSync(
    file,
    [
      `port ${port}`,
      `bind ${HOST}`,
      `dir ${dir}`,
      `sentinel monitor ${MASTER_NAME} ${HOST} ${masterPort} 2`,
      `sentinel down-after-milliseconds ${MASTER_NAME} 1000`,
      `sentinel failover-timeout ${MASTER_NAME} 4000`,
      `sentinel parallel-syncs ${MASTER_NAME} 1`,
      '',
    ].join('\n'),
  );
  return { port, process: new Spawned(REDIS_SENTINEL, [file], {}) };
}

async function ask<T>(port: number, command: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis({ host: HOST, port, lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    return await command(redis);
  } finally {
    redis.disconnect();
  }
}

/** SENTINEL MASTER's flat [field, value, …] reply as a record. */
function fields(reply: unknown): Record<string, string> {
  const list = Array.isArray(reply) ? reply.map(String) : [];
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < list.length; i += 2) record[list[i] ?? ''] = list[i + 1] ?? '';
  return record;
}

/**
 * A Redis master, one replica (`--replicaof`) and three Sentinels watching them, on free
 * ports with their files in a temp dir. `stop()` ends them all.
 */
export class SentinelGroup {
  private readonly nodes: RedisNode[] = [];

  private constructor(private readonly dir: string) {}

  static async start(): Promise<SentinelGroup> {
    for (const binary of [REDIS_SERVER, REDIS_SENTINEL]) {
      if (!existsSync(binary)) {
        throw new Error(`${binary} is missing: apt-get install -y redis-server redis-sentinel`);
      }
    }
    const group = new SentinelGroup(mkdtempSync(join(tmpdir(), 'tutor-sentinel-')));
    try {
      await group.boot();
    } catch (error) {
      await group.stop();
      throw error;
    }
    return group;
  }

  get sentinels(): readonly number[] {
    return this.nodes.slice(2).map((node) => node.port);
  }

  /** What the API needs: REDIS_URL (its host and port give way to the Sentinels) and them. */
  env(): Record<string, string> {
    return {
      REDIS_URL: `redis://${HOST}:${this.nodes[0]?.port ?? 0}`,
      REDIS_SENTINELS: this.sentinels.map((port) => `${HOST}:${port}`).join(','),
      REDIS_SENTINEL_NAME: MASTER_NAME,
    };
  }

  /** The master's port as the first Sentinel names it. */
  async masterPort(): Promise<number> {
    const [, port] = await ask(this.sentinels[0] ?? 0, (redis) =>
      redis.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', MASTER_NAME),
    ).then((reply) => (Array.isArray(reply) ? reply.map(String) : []));
    return Number(port);
  }

  /** SIGKILLs the current master; its port. */
  async killMaster(): Promise<number> {
    const port = await this.masterPort();
    const master = this.nodes.find((node) => node.port === port);
    if (master === undefined) throw new Error(`No Redis of this group listens on ${port}`);
    await master.process.kill();
    return port;
  }

  describe(): string {
    return this.nodes.map((node) => `${node.port}:\n${node.process.tail(15)}`).join('\n\n');
  }

  async stop(): Promise<void> {
    await Promise.all(this.nodes.map((node) => node.process.kill()));
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async boot(): Promise<void> {
    const master = redisServer(this.dir, await freePort());
    this.nodes.push(master);
    this.nodes.push(redisServer(this.dir, await freePort(), master.port));
    for (let i = 0; i < SENTINELS; i++) {
      this.nodes.push(sentinel(this.dir, await freePort(), master.port));
    }
    await waitFor(
      () => this.ready(),
      READY_WITHIN_MS,
      () => this.describe(),
    );
  }

  /** Every Sentinel sees the replica in sync and the two other Sentinels. */
  private async ready(): Promise<true | undefined> {
    for (const node of this.nodes) {
      if (!node.process.running) throw new Error(`Redis on ${node.port} exited`);
    }
    try {
      for (const port of this.sentinels) {
        const master = fields(
          await ask(port, (redis) => redis.call('SENTINEL', 'MASTER', MASTER_NAME)),
        );
        if (master['num-slaves'] !== '1' || master['num-other-sentinels'] !== '2') {
          return undefined;
        }
      }
      const info = await ask(this.nodes[1]?.port ?? 0, (redis) => redis.info('replication'));
      return info.includes('master_link_status:up') ? true : undefined;
    } catch {
      return undefined;
    }
  }
}
