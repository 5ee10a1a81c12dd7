import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import { BUILT_IN_REMOTE_NAMES, type RegistryEntry } from '@tutor/contracts';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { parseRemoteManifest, publicPathUrl, type RemoteManifest } from './remote-manifest';

/** A remote's manifest (or remoteEntry.js) answered, or why not. */
export type RemoteCheck =
  | { reachable: true; url: string; manifest: RemoteManifest | undefined }
  | { reachable: false; url: string; problem: string };

/** A check is reused this long (a failed one for less, so a fixed remote shows soon). */
/** What a check needs of a registry entry. */
export type CheckedEntry = Pick<RegistryEntry, 'entry' | 'type'>;

const FRESH_MS = 30_000;
const FRESH_FAILED_MS = 10_000;
/** A remote that does not answer in this time counts as unreachable. */
export const MANIFEST_TIMEOUT_MS = 3_000;
/** Checks kept at most (the registry names a handful; old URLs are dropped first). */
const MAX_CACHED = 64;

interface Cached {
  /** Until when the last check counts as fresh. */
  until: number;
  last: RemoteCheck | undefined;
  refreshing: Promise<RemoteCheck> | undefined;
}

const describe = (error: unknown): string =>
  error instanceof Error
    ? error.cause instanceof Error
      ? error.cause.message
      : error.message
    : String(error);

/**
 * Reads the remotes' manifests for the CSP, the preload hints and the operators' status,
 * with a short cache and timeout. A manifest of this server's own builds
 * (/remotes/<name>/…) is read from disk; any other is fetched.
 */
@Injectable()
export class RemoteManifestsService {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The page's base for relative registry URLs. */
  get pageBase(): string {
    return `${this.config.appUrl}/`;
  }

  /**
   * The entry's manifest (none for a remoteEntry.js). A stale check is answered at once
   * while a new one runs, so a page never waits on a slow remote twice.
   */
  check(remote: CheckedEntry): Promise<RemoteCheck> {
    const key = `${remote.type} ${remote.entry}`;
    let cached = this.cache.get(key);
    if (cached === undefined) {
      cached = { until: 0, last: undefined, refreshing: undefined };
      this.cache.set(key, cached);
      this.dropOldest();
    }
    // load() never rejects: a failure is a check that says unreachable
    if (cached.until <= this.clock.now()) void this.refresh(remote, cached);
    return cached.last !== undefined
      ? Promise.resolve(cached.last)
      : (cached.refreshing ?? this.refresh(remote, cached));
  }

  private refresh(remote: CheckedEntry, cached: Cached): Promise<RemoteCheck> {
    cached.refreshing ??= this.load(remote).then((check) => {
      cached.last = check;
      cached.until = this.clock.now() + (check.reachable ? FRESH_MS : FRESH_FAILED_MS);
      cached.refreshing = undefined;
      return check;
    });
    return cached.refreshing;
  }

  private dropOldest(): void {
    while (this.cache.size > MAX_CACHED) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) return;
      this.cache.delete(oldest);
    }
  }

  /** The origins a remote's files come from: its entry's and its public path's. */
  async origins(remote: CheckedEntry): Promise<string[]> {
    const base = this.pageBase;
    const urls = [new URL(remote.entry, base).href];
    const check = await this.check(remote);
    if (check.reachable && check.manifest !== undefined) {
      urls.push(publicPathUrl(check.manifest, check.url, base));
    }
    const own = new URL(base).origin;
    return [...new Set(urls.map((url) => new URL(url).origin))].filter((origin) => origin !== own);
  }

  private async load(remote: CheckedEntry): Promise<RemoteCheck> {
    const url = new URL(remote.entry, this.pageBase).href;
    try {
      const body = await this.fetchText(remote.entry, url);
      if (remote.type !== 'manifest') return { reachable: true, url, manifest: undefined };
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return { reachable: false, url, problem: 'the manifest is not valid JSON' };
      }
      const manifest = parseRemoteManifest(json);
      return typeof manifest === 'string'
        ? { reachable: false, url, problem: `the manifest ${manifest}` }
        : { reachable: true, url, manifest };
    } catch (error) {
      return { reachable: false, url, problem: describe(error) };
    }
  }

  /** The text at an entry: a file of this server's builds, or fetched with a timeout. */
  private async fetchText(entry: string, url: string): Promise<string> {
    const local = this.localFile(entry);
    if (local !== undefined) return readFile(local, 'utf8');
    const response = await fetch(url, {
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      headers: { Accept: 'application/json, text/javascript;q=0.9, */*;q=0.1' },
      redirect: 'follow',
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  }

  /** /remotes/<name>/<file> of this server's built-in builds: the file in <webRoot>/mfe-<name>/dist. */
  private localFile(entry: string): string | undefined {
    const match = /^\/remotes\/([a-z]+)\/([^?#]+)$/.exec(entry);
    if (match === null || !BUILT_IN_REMOTE_NAMES.includes(match[1] ?? '')) return undefined;
    const dist = join(this.config.webRoot, `mfe-${match[1]}`, 'dist');
    const file = normalize(join(dist, decodeURIComponent(match[2] ?? '')));
    return file.startsWith(dist + sep) ? file : undefined;
  }
}
