import {
  REMOTE_FAILURE_KINDS,
  type RemoteFailureKind,
  type RemoteFailureMessage,
  type RemoteVersionFailures,
} from '@tutor/contracts';
import type { Clock } from '../common/clock/clock.service';
import type { RedisService } from '../redis/redis.service';

/** Failures are counted per entry, version, kind and minute; an hour of minutes is kept. */
export const FAILURE_WINDOW_MINUTES = 60;
/** Messages kept per entry version for the operators. */
export const LAST_MESSAGES = 5;
/** Versions shown per entry: the ones reported last. */
export const VERSIONS_SHOWN = 5;
const MINUTE_MS = 60_000;
const WINDOW_MS = FAILURE_WINDOW_MINUTES * MINUTE_MS;

const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS);

/** One browser's report of one failure, as the store keeps it. */
export interface FailureReport {
  remote: string;
  version: string;
  kind: RemoteFailureKind;
  message: string;
  browser: string | null;
}

const noCounts = (): Record<RemoteFailureKind, number> =>
  Object.fromEntries(REMOTE_FAILURE_KINDS.map((kind) => [kind, 0])) as Record<
    RemoteFailureKind,
    number
  >;

/**
 * How many failures browsers reported per entry, build version and kind in the last hour,
 * with the last few messages of each version. Bounded: a count per minute, minutes older
 * than an hour dropped. In memory by default, in Redis with REDIS_URL so every API instance
 * adds to and reads the same counts.
 */
export abstract class RemoteFailuresStore {
  abstract add(report: FailureReport): Promise<void>;
  /** Per entry, its versions reported in the last hour, the newest report first. */
  abstract lastHour(remotes: readonly string[]): Promise<Record<string, RemoteVersionFailures[]>>;
}

interface MemoryVersion {
  lastAt: number;
  /** `${kind}:${minute}` → count */
  counts: Map<string, number>;
  messages: RemoteFailureMessage[];
}

/** This process's counts: the default without Redis. */
export class MemoryRemoteFailures extends RemoteFailuresStore {
  private readonly remotes = new Map<string, Map<string, MemoryVersion>>();

  constructor(private readonly clock: Clock) {
    super();
  }

  add({ remote, version, kind, message, browser }: FailureReport): Promise<void> {
    const now = this.clock.now();
    const versions = this.remotes.get(remote) ?? new Map<string, MemoryVersion>();
    this.remotes.set(remote, versions);
    const own: MemoryVersion = versions.get(version) ?? {
      lastAt: now,
      counts: new Map(),
      messages: [],
    };
    versions.set(version, own);
    own.lastAt = now;
    const key = `${kind}:${minuteOf(now)}`;
    own.counts.set(key, (own.counts.get(key) ?? 0) + 1);
    own.messages.unshift({ kind, message, browser, at: now });
    own.messages.length = Math.min(own.messages.length, LAST_MESSAGES);
    this.forgetOld(versions, now);
    return Promise.resolve();
  }

  private forgetOld(versions: Map<string, MemoryVersion>, now: number): void {
    const from = minuteOf(now) - FAILURE_WINDOW_MINUTES;
    for (const [version, own] of versions) {
      if (own.lastAt <= now - WINDOW_MS) versions.delete(version);
      for (const key of own.counts.keys()) {
        if (Number(key.split(':')[1]) <= from) own.counts.delete(key);
      }
    }
  }

  lastHour(remotes: readonly string[]): Promise<Record<string, RemoteVersionFailures[]>> {
    const now = this.clock.now();
    const from = minuteOf(now) - FAILURE_WINDOW_MINUTES;
    const ofVersion = (version: string, own: MemoryVersion): RemoteVersionFailures => {
      const counts = noCounts();
      for (const [key, count] of own.counts) {
        const [kind, minute] = key.split(':') as [RemoteFailureKind, string];
        if (Number(minute) > from) counts[kind] += count;
      }
      const last_messages = own.messages.filter((item) => item.at > now - WINDOW_MS);
      return { version, counts, last_messages };
    };
    const ofRemote = (remote: string): RemoteVersionFailures[] =>
      [...(this.remotes.get(remote) ?? new Map<string, MemoryVersion>())]
        .filter(([, own]) => own.lastAt > now - WINDOW_MS)
        .sort(([, a], [, b]) => b.lastAt - a.lastAt)
        .slice(0, VERSIONS_SHOWN)
        .map(([version, own]) => ofVersion(version, own));
    return Promise.resolve(Object.fromEntries(remotes.map((remote) => [remote, ofRemote(remote)])));
  }
}

const KEY = 'remote-failures:';
/** Names and versions are free text: encoded, they cannot run into the key's separators. */
const part = (value: string): string => encodeURIComponent(value);
const versionsKey = (remote: string): string => `${KEY}versions:${part(remote)}`;
const messagesKey = (remote: string, version: string): string =>
  `${KEY}messages:${part(remote)}:${part(version)}`;
const countKey = (remote: string, version: string, kind: string, minute: number): string =>
  `${KEY}count:${part(remote)}:${part(version)}:${kind}:${minute}`;

/**
 * Counts shared by every API instance: a key per entry, version, kind and minute expiring
 * after an hour, a sorted set of each entry's versions by their last report, and a capped
 * list of messages per version. Each report is one MULTI, so parallel reports never lose
 * a count or grow a list past its cap.
 */
export class RedisRemoteFailures extends RemoteFailuresStore {
  constructor(
    private readonly redis: RedisService,
    private readonly clock: Clock,
  ) {
    super();
  }

  async add({ remote, version, kind, message, browser }: FailureReport): Promise<void> {
    const now = this.clock.now();
    const ttl = String((FAILURE_WINDOW_MINUTES + 1) * 60);
    const count = countKey(remote, version, kind, minuteOf(now));
    const versions = versionsKey(remote);
    const messages = messagesKey(remote, version);
    const item: RemoteFailureMessage = { kind, message, browser, at: now };
    await this.redis.run((client) =>
      client
        .multi()
        .incr(count)
        .expire(count, ttl)
        .zadd(versions, now, version)
        .zremrangebyscore(versions, '-inf', now - WINDOW_MS)
        .expire(versions, ttl)
        .lpush(messages, JSON.stringify(item))
        .ltrim(messages, 0, LAST_MESSAGES - 1)
        .expire(messages, ttl)
        .exec(),
    );
  }

  async lastHour(remotes: readonly string[]): Promise<Record<string, RemoteVersionFailures[]>> {
    const entries = await Promise.all(
      remotes.map(async (remote) => [remote, await this.ofRemote(remote)] as const),
    );
    return Object.fromEntries(entries);
  }

  private async ofRemote(remote: string): Promise<RemoteVersionFailures[]> {
    const now = this.clock.now();
    const versions = await this.redis.run((client) =>
      client.zrevrangebyscore(versionsKey(remote), '+inf', now - WINDOW_MS + 1),
    );
    return Promise.all(
      versions.slice(0, VERSIONS_SHOWN).map((version) => this.ofVersion(remote, version, now)),
    );
  }

  private async ofVersion(
    remote: string,
    version: string,
    now: number,
  ): Promise<RemoteVersionFailures> {
    const minutes = Array.from({ length: FAILURE_WINDOW_MINUTES }, (_, i) => minuteOf(now) - i);
    const keys = REMOTE_FAILURE_KINDS.flatMap((kind) =>
      minutes.map((minute) => countKey(remote, version, kind, minute)),
    );
    const [values, raw] = await this.redis.run((client) =>
      Promise.all([client.mget(keys), client.lrange(messagesKey(remote, version), 0, -1)]),
    );
    const counts = noCounts();
    REMOTE_FAILURE_KINDS.forEach((kind, index) => {
      const own = values.slice(index * minutes.length, (index + 1) * minutes.length);
      counts[kind] = own.reduce((total, value) => total + Number(value ?? 0), 0);
    });
    const last_messages = raw
      .map((text) => JSON.parse(text) as RemoteFailureMessage)
      .filter((item) => item.at > now - WINDOW_MS);
    return { version, counts, last_messages };
  }
}
