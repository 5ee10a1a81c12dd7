import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { ApiInstance, REPO_ROOT } from './api-instance';
import { Browser } from './browser';
import { freePort } from './free-port';
import { MULTI_DATABASE_URL, emptyDatabase, openDatabase } from './database';
import { Nginx } from './nginx';
import { PgBouncer } from './pgbouncer';
import { killAll } from './processes';

const REDIS_URL = process.env.MULTI_REDIS_URL ?? 'redis://127.0.0.1:6379';
const INSTANCES = ['a', 'b'];
/** Clusters started and not yet stopped (see useCluster). */
const started = new Set<Cluster>();

/**
 * What every instance must share (docs/operations.md, "Running several instances"): the session
 * secret, PostgreSQL, Redis and the files folder; TRUST_PROXY counts the one proxy.
 */
function sharedEnv(dir: string, url: string, redisPrefix: string): Record<string, string> {
  return {
    APP_URL: url,
    DATABASE_URL: MULTI_DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: `multi-instance-secret-${randomUUID()}`,
    TRUST_PROXY: '1',
    FILES_DIR: join(dir, 'files'),
    MAIL_DIR: join(dir, 'mail'),
    WEB_ROOT: REPO_ROOT,
    LOG_LEVEL: 'info',
    PASSWORD_HASH_COST: '10',
  };
}

async function removeKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * Two API processes on one PostgreSQL database and one Redis behind nginx (round robin).
 * `stop()` ends every process it started; so does a failed start.
 */
export class Cluster {
  readonly instances: ApiInstance[] = [];
  private nginx: Nginx | undefined;
  private pooler: PgBouncer | undefined;
  private database: DataSource | undefined;
  /** Set by stop(): a start still under way goes no further. */
  private stopped = false;

  private constructor(
    private readonly dir: string,
    private readonly redisPrefix: string,
    private readonly databaseUrl: string,
  ) {}

  /**
   * `env` adds to (or overrides) the shared environment of both instances; `databaseUrl`
   * is the primary (the suite's database unless a spec brings its own server).
   */
  static async start(
    env: Record<string, string> = {},
    databaseUrl = MULTI_DATABASE_URL,
  ): Promise<Cluster> {
    const cluster = new Cluster(
      mkdtempSync(join(tmpdir(), 'tutor-multi-')),
      `multi-${randomUUID().slice(0, 8)}:`,
      databaseUrl,
    );
    started.add(cluster);
    try {
      await cluster.boot(env);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  get url(): string {
    if (this.nginx === undefined) throw new Error('The cluster has not started');
    return this.nginx.url;
  }

  /** The API's tables, for seeding and for reading what the instances did. */
  get data(): DataSource {
    if (this.database === undefined) throw new Error('The cluster has not started');
    return this.database;
  }

  browser(): Browser {
    return new Browser(this.url);
  }

  /** The instance that served an answer (its X-Upstream address). */
  instanceAt(upstream: string): ApiInstance {
    const instance = this.instances.find((api) => upstream === `127.0.0.1:${api.port}`);
    if (instance === undefined) throw new Error(`No instance answers at "${upstream}"`);
    return instance;
  }

  /** The instance whose lease holder id (host:pid:random) this is. */
  instanceHolding(holder: string): ApiInstance | undefined {
    return this.instances.find((api) => holder.split(':')[1] === String(api.pid));
  }

  describe(): string {
    return this.instances.map((instance) => instance.describe()).join('\n\n');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    started.delete(this);
    await this.nginx?.stop();
    await Promise.all(this.instances.map((instance) => instance.stop()));
    await this.pooler?.stop();
    await this.database?.destroy();
    await removeKeys(this.redisPrefix).catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async boot(env: Record<string, string>): Promise<void> {
    await emptyDatabase(this.databaseUrl);
    const port = await freePort();
    // The instances reach PostgreSQL through PgBouncer in transaction mode, as production may.
    this.pooler = await PgBouncer.start(this.databaseUrl);
    const shared = {
      ...sharedEnv(this.dir, `http://127.0.0.1:${port}`, this.redisPrefix),
      DATABASE_URL: this.pooler.urlOf(this.databaseUrl),
      DATABASE_DIRECT_URL: this.databaseUrl,
      ...env,
    };
    // One after the other: the first runs the migrations, the second finds none pending.
    for (const name of INSTANCES) {
      this.checkNotStopped();
      this.instances.push(await ApiInstance.start(name, shared, this.dir));
    }
    this.checkNotStopped();
    this.database = await openDatabase(this.databaseUrl);
    const upstreams = this.instances.map((instance) => instance.port);
    this.checkNotStopped();
    this.nginx = await Nginx.start(this.dir, port, upstreams);
  }

  private checkNotStopped(): void {
    if (this.stopped) throw new Error('The cluster was stopped while it started');
  }
}

/**
 * A cluster for the spec file: started before its tests, and after them stopped with every
 * process the file started, even when the start failed or timed out half-way.
 */
export function useCluster(
  env: Record<string, string> | (() => Record<string, string>) = {},
): () => Cluster {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    // a function: an environment known only once an earlier beforeAll ran (free ports)
    cluster = await Cluster.start(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    for (const running of [...started]) await running.stop();
    await killAll();
  });
  return () => {
    if (cluster === undefined) throw new Error('The cluster did not start');
    return cluster;
  };
}
