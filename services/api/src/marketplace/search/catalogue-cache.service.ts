import { Injectable, Logger } from '@nestjs/common';
import { RedisService } from '../../redis/redis.service';

/** Answers kept in this process, the least recently used dropped first. */
export const CACHE_ENTRIES = 2_000;
/** How long Redis keeps an answer (a new version makes it unused long before). */
const REDIS_TTL_SECONDS = 600;
const REDIS_KEY = 'catalogue:';

/**
 * Catalogue answers by (catalogue version, normalised query): in this process (an LRU of
 * CACHE_ENTRIES), and shared by every API instance through Redis when REDIS_URL is set
 * (keys `catalogue:<version>:<query>` under REDIS_PREFIX, expiring by themselves). A key
 * holds its version, so a new version never reads an older answer; concurrent misses of
 * one key compute it once. Redis being away only costs the sharing: the answer is then
 * computed here.
 */
@Injectable()
export class CatalogueCache {
  private readonly logger = new Logger(CatalogueCache.name);
  private readonly entries = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(private readonly redis: RedisService) {}

  async get<T>(version: string, query: string, compute: () => Promise<T>): Promise<T> {
    const key = `${version}:${query}`;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Map keeps insertion order: move the hit to the end (the most recently used).
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as T;
    }
    let loading = this.pending.get(key) as Promise<T> | undefined;
    if (loading === undefined) {
      loading = this.load(key, compute).finally(() => this.pending.delete(key));
      this.pending.set(key, loading);
    }
    return loading;
  }

  /** How many answers this process holds (for the tests). */
  get size(): number {
    return this.entries.size;
  }

  private async load<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const shared = await this.fromRedis<T>(key);
    const value = shared ?? (await compute());
    this.remember(key, value);
    if (shared === undefined) await this.toRedis(key, value);
    return value;
  }

  private remember(key: string, value: unknown): void {
    this.entries.set(key, value);
    while (this.entries.size > CACHE_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  private async fromRedis<T>(key: string): Promise<T | undefined> {
    if (!this.redis.enabled) return undefined;
    try {
      const text = await this.redis.run((client) => client.get(REDIS_KEY + key));
      return text === null ? undefined : (JSON.parse(text) as T);
    } catch (error) {
      this.logger.warn({ err: error }, 'Catalogue cache: Redis read failed');
      return undefined;
    }
  }

  private async toRedis(key: string, value: unknown): Promise<void> {
    if (!this.redis.enabled) return;
    try {
      await this.redis.run((client) =>
        client.set(REDIS_KEY + key, JSON.stringify(value), 'EX', REDIS_TTL_SECONDS),
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'Catalogue cache: Redis write failed');
    }
  }
}
