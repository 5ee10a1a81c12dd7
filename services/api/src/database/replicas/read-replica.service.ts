import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { dataSourceOptions } from '../data-source-options';
import { currentWroteAt } from './read-your-writes';
import { REPLICA_CHECK_MS, measureReplica, type ReplicaState } from './replica-lag';

const CONNECT_TIMEOUT_MS = 2000;

interface Replica {
  readonly url: string;
  readonly source: DataSource;
  /** undefined: not measured yet, or down at the last look. */
  state: ReplicaState | undefined;
  checkedAt: number;
  checking: Promise<void> | undefined;
  /** Its being unreachable was logged (once per outage). */
  reported: boolean;
}

/**
 * Where the heavy reads go (the journal grid and its exports, the catalogue, statements):
 * a streaming replica of DATABASE_REPLICA_URLS when one is close enough behind the primary
 * and has replayed the reader's own last write (read-your-writes.ts), else the primary.
 * A replica that fails a read is left for REPLICA_CHECK_MS and the read runs on the primary.
 */
@Injectable()
export class ReadReplica implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ReadReplica.name);
  private readonly replicas: Replica[];
  private readonly maxLagSeconds: number;
  private turn = 0;

  constructor(
    @InjectDataSource() private readonly primary: DataSource,
    config: AppConfig,
  ) {
    const { database } = config;
    const urls = database.type === 'postgres' ? database.replicaUrls : [];
    this.maxLagSeconds = database.type === 'postgres' ? database.replicaMaxLagSeconds : 0;
    this.replicas = urls.map((url) => ({
      url,
      source: new DataSource({
        ...dataSourceOptions({ type: 'postgres', url }),
        migrationsRun: false,
        extra: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
      }),
      state: undefined,
      checkedAt: 0,
      checking: undefined,
      reported: false,
    }));
  }

  /** The first look before the app answers, so its first reads may use the replicas. */
  async onModuleInit(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => this.check(replica)));
  }

  async onModuleDestroy(): Promise<void> {
    const open = this.replicas.filter((replica) => replica.source.isInitialized);
    await Promise.all(open.map((replica) => replica.source.destroy()));
  }

  /**
   * Runs `work` on a replica that holds everything committed before `freshAsOf` (epoch ms;
   * by default the current client's last write), or on the primary.
   */
  async read<T>(
    work: (source: DataSource) => Promise<T>,
    freshAsOf = currentWroteAt(),
  ): Promise<T> {
    const replica = this.pick(freshAsOf);
    if (replica === undefined) return work(this.primary);
    try {
      return await work(replica.source);
    } catch (error) {
      this.logger.warn(`Replica read failed, reading the primary: ${String(error)}`);
      replica.state = undefined;
      replica.checkedAt = Date.now();
      return work(this.primary);
    }
  }

  /** Whether `source`, given to a `read`, is a replica rather than the primary. */
  isReplica(source: DataSource): boolean {
    return source !== this.primary;
  }

  private pick(freshAsOf: number): Replica | undefined {
    for (const replica of this.replicas) this.refreshIfOld(replica);
    const fit = this.replicas.filter(
      (replica) =>
        replica.state !== undefined &&
        replica.state.lagSeconds <= this.maxLagSeconds &&
        replica.state.replayedUpTo > freshAsOf,
    );
    if (fit.length === 0) return undefined;
    this.turn = (this.turn + 1) % fit.length;
    return fit[this.turn];
  }

  private refreshIfOld(replica: Replica): void {
    if (Date.now() - replica.checkedAt < REPLICA_CHECK_MS) return;
    void this.check(replica);
  }

  private check(replica: Replica): Promise<void> {
    replica.checking ??= this.measure(replica).finally(() => {
      replica.checking = undefined;
    });
    return replica.checking;
  }

  private async measure(replica: Replica): Promise<void> {
    replica.checkedAt = Date.now();
    try {
      if (!replica.source.isInitialized) await replica.source.initialize();
      replica.state = await measureReplica(this.primary, replica.source);
      replica.reported = false;
    } catch (error) {
      if (!replica.reported) {
        this.logger.warn(`Replica ${redacted(replica.url)} is unreachable: ${String(error)}`);
      }
      replica.reported = true;
      replica.state = undefined;
    }
  }
}

/** A URL without its password, for the log. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
}
