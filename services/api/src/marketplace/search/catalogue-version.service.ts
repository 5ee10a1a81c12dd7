import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  SoftRemoveEvent,
  TransactionCommitEvent,
  UpdateEvent,
} from 'typeorm';

/**
 * How long this process trusts the version it read: a change made through another
 * instance (or by raw SQL here) shows in this instance's listing within this long.
 */
export const VERSION_TTL_MS = 250;

/** Tables whose rows a catalogue card or filter shows (the migration's triggers watch them). */
const WATCHED_TABLES = new Set(['materials', 'material_search', 'users']);
const TOUCHED = 'catalogueTouched';

async function readVersion(source: DataSource): Promise<string> {
  const rows = await source.query<{ version: number | string }[]>(
    'SELECT version FROM catalogue_version WHERE id = 1',
  );
  return String(rows[0]?.version ?? 0);
}

/**
 * The catalogue's version (the `catalogue_version` counter the database's triggers move on
 * every change a listing shows, see the migration CatalogueVersion), as this process knows
 * it. Read from the database at most once per VERSION_TTL_MS (concurrent requests share the
 * read), and at once after this process wrote a watched table: an entity write marks it
 * stale, and again when its transaction commits, so the writer's next listing shows the
 * change. Writers by raw SQL in this process call touch() (the search index does).
 */
@Injectable()
export class CatalogueVersion implements EntitySubscriberInterface {
  private known: string | undefined;
  private readAt = 0;
  private stale = true;
  private reading: Promise<string> | undefined;
  private readonly replicaVersions = new WeakMap<DataSource, { version: string; readAt: number }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  /** The current version (a decimal string). */
  current(): Promise<string> {
    if (this.known !== undefined && !this.stale && Date.now() - this.readAt < VERSION_TTL_MS) {
      return Promise.resolve(this.known);
    }
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /**
   * The version a replica has replayed, trusted for VERSION_TTL_MS: a page read there is
   * cached under the version it shows, never a newer one the primary already has.
   */
  async currentOn(replica: DataSource): Promise<string> {
    const seen = this.replicaVersions.get(replica);
    if (seen !== undefined && Date.now() - seen.readAt < VERSION_TTL_MS) return seen.version;
    const readAt = Date.now();
    const version = await readVersion(replica);
    this.replicaVersions.set(replica, { version, readAt });
    return version;
  }

  /** This process changed something a listing shows: read the version again next time. */
  touch(): void {
    this.stale = true;
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.written(event.metadata.tableName, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.written(event.metadata.tableName, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.written(event.metadata.tableName, event.queryRunner);
  }

  afterSoftRemove(event: SoftRemoveEvent<unknown>): void {
    this.written(event.metadata.tableName, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // PostgreSQL moves the counter as the transaction commits: read it after that.
    if (event.queryRunner.data?.[TOUCHED] === true) {
      delete event.queryRunner.data[TOUCHED];
      this.touch();
    }
  }

  private written(table: string, queryRunner: QueryRunner): void {
    if (!WATCHED_TABLES.has(table)) return;
    this.touch();
    if (queryRunner.isTransactionActive) {
      queryRunner.data = { ...(queryRunner.data ?? {}), [TOUCHED]: true };
    }
  }

  private async read(): Promise<string> {
    // Marked fresh before the read: a write during it marks it stale again.
    this.stale = false;
    const startedAt = Date.now();
    this.known = await readVersion(this.dataSource);
    this.readAt = startedAt;
    return this.known;
  }
}
