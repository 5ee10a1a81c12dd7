import { access, readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import { BUILT_IN_REMOTE_NAMES, type RegistryEntry, type RemoteProbe } from '@tutor/contracts';
import { Clock } from '../../common/clock/clock.service';
import { AppConfig } from '../../config/app-config';
import {
  parseRemoteManifest,
  publicPathUrl,
  type RemoteManifest,
} from '../../common/federation/remote-manifest';
import {
  corsAllows,
  exposesRoutes,
  NOT_PROBED,
  probeProblem,
  remoteEntryUrl,
  type ProbeAnswer,
} from './remote-probe';

/** Where an entry is and how it loads: what a check needs of a registry entry. */
export type LocatedEntry = Pick<RegistryEntry, 'entry' | 'type'>;

/**
 * A remote's manifest (or remoteEntry.js) answered, or why not; with the light probe of
 * its health (entry, CORS, `./routes`) and the first thing it found wrong.
 */
export type RemoteCheck =
  | {
      reachable: true;
      url: string;
      manifest: RemoteManifest | undefined;
      probe: RemoteProbe;
      problem: string | null;
    }
  | { reachable: false; url: string; problem: string; probe: RemoteProbe };

/** A check is reused this long (a failed one for less, so a fixed remote shows soon). */
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
  /** An own build's manifest file as last read (inode, size, modification time). */
  file?: string;
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
  check(remote: LocatedEntry): Promise<RemoteCheck> {
    const cached = this.cachedFor(remote);
    return cached.last !== undefined
      ? Promise.resolve(cached.last)
      : (cached.refreshing ?? this.refresh(remote, cached));
  }

  /**
   * The last check, never waiting: undefined before the first one has finished, which
   * then runs in the background (a page goes without that remote's hints meanwhile).
   */
  lastCheck(remote: LocatedEntry): RemoteCheck | undefined {
    return this.cachedFor(remote).last;
  }

  /** Whether the entry is the manifest of one of this server's own builds, read from disk. */
  isOwnBuild(remote: LocatedEntry): boolean {
    return remote.type === 'manifest' && this.localFile(remote.entry) !== undefined;
  }

  /**
   * The check of an own build's manifest, redone at once when its file changed: a deployed
   * build is what the next page and /remotes.json give the browser.
   */
  async ownBuildCheck(remote: LocatedEntry): Promise<RemoteCheck> {
    const file = this.localFile(remote.entry);
    const version =
      file === undefined
        ? 'none'
        : await stat(file).then(({ ino, size, mtimeMs }) => `${ino}:${size}:${mtimeMs}`, String);
    const cached = this.cachedFor(remote);
    if (cached.file === version) return cached.last ?? this.refresh(remote, cached);
    cached.file = version;
    cached.refreshing = undefined;
    return this.refresh(remote, cached);
  }

  /** The entry's cache slot, its check started again when it is no longer fresh. */
  private cachedFor(remote: LocatedEntry): Cached {
    const key = `${remote.type} ${remote.entry}`;
    let cached = this.cache.get(key);
    if (cached === undefined) {
      cached = { until: 0, last: undefined, refreshing: undefined };
      this.cache.set(key, cached);
      this.dropOldest();
    }
    // load() never rejects: a failure is a check that says unreachable
    if (cached.until <= this.clock.now()) void this.refresh(remote, cached);
    return cached;
  }

  private refresh(remote: LocatedEntry, cached: Cached): Promise<RemoteCheck> {
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

  /**
   * The origins a remote's files come from: its entry's, and its public path's once its
   * manifest has been probed (never waited for: a page's CSP must not wait on a remote).
   */
  origins(remote: LocatedEntry): Promise<string[]> {
    const base = this.pageBase;
    const urls = [new URL(remote.entry, base).href];
    const check = this.lastCheck(remote);
    if (check?.reachable === true && check.manifest !== undefined) {
      urls.push(publicPathUrl(check.manifest, check.url, base));
    }
    const own = new URL(base).origin;
    return Promise.resolve(
      [...new Set(urls.map((url) => new URL(url).origin))].filter((origin) => origin !== own),
    );
  }

  private get pageOrigin(): string {
    return new URL(this.pageBase).origin;
  }

  private async load(remote: LocatedEntry): Promise<RemoteCheck> {
    const url = new URL(remote.entry, this.pageBase).href;
    let body: string;
    let answer: ProbeAnswer;
    try {
      ({ body, answer } = await this.fetchText(remote.entry, url));
    } catch (error) {
      const probe = remote.type === 'manifest' ? { ...NOT_PROBED, manifest: false } : NOT_PROBED;
      return { reachable: false, url, problem: describe(error), probe: { ...probe, entry: false } };
    }
    const cors = corsAllows(url, this.pageOrigin, answer);
    if (remote.type !== 'manifest') {
      const probe: RemoteProbe = { manifest: null, entry: true, cors, routes: null };
      return {
        reachable: true,
        url,
        manifest: undefined,
        probe,
        problem: probeProblem(probe, url),
      };
    }
    const manifest = this.readManifest(body);
    if (typeof manifest === 'string') {
      const probe: RemoteProbe = { ...NOT_PROBED, manifest: false };
      return { reachable: false, url, problem: manifest, probe };
    }
    return this.probeManifest(url, manifest, cors);
  }

  private readManifest(body: string): RemoteManifest | string {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return 'the manifest is not valid JSON';
    }
    const manifest = parseRemoteManifest(json);
    return typeof manifest === 'string' ? `the manifest ${manifest}` : manifest;
  }

  /** A readable manifest: does its remoteEntry.js answer, readable from the page, with ./routes? */
  private async probeManifest(
    url: string,
    manifest: RemoteManifest,
    manifestCors: boolean | null,
  ): Promise<RemoteCheck> {
    const entryUrl = remoteEntryUrl(manifest, publicPathUrl(manifest, url, this.pageBase));
    let entry = false;
    let cors = manifestCors;
    if (entryUrl !== undefined) {
      const answer = await this.fetchText(entryUrl, entryUrl).then(
        (result) => result.answer,
        () => undefined,
      );
      entry = answer !== undefined;
      const entryCors = answer === undefined ? null : corsAllows(entryUrl, this.pageOrigin, answer);
      cors = manifestCors === false || entryCors === false ? false : (manifestCors ?? entryCors);
    }
    const probe: RemoteProbe = { manifest: true, entry, cors, routes: exposesRoutes(manifest) };
    return { reachable: true, url, manifest, probe, problem: probeProblem(probe, entryUrl) };
  }

  /** The text at an entry: a file of this server's builds, or fetched with a timeout. */
  private async fetchText(
    entry: string,
    url: string,
  ): Promise<{ body: string; answer: ProbeAnswer }> {
    const local = this.localFile(entry) ?? this.localFile(this.ownPath(url));
    if (local !== undefined) {
      // what the browser would be answered, not this server's file path
      await access(local).catch(() => {
        throw new Error(`${url} answered 404`);
      });
      return { body: await readFile(local, 'utf8'), answer: SAME_ORIGIN };
    }
    const response = await fetch(url, {
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      headers: {
        Accept: 'application/json, text/javascript;q=0.9, */*;q=0.1',
        Origin: this.pageOrigin,
      },
      redirect: 'follow',
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const allowOrigin = response.headers.get('access-control-allow-origin');
    return {
      body: await response.text(),
      answer: { ok: true, status: response.status, allowOrigin },
    };
  }

  /** The path of a URL on this server's own origin ('' for any other origin). */
  private ownPath(url: string): string {
    const parsed = new URL(url);
    return parsed.origin === this.pageOrigin ? parsed.pathname : '';
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

/** A file of this server's own builds: no CORS question. */
const SAME_ORIGIN: ProbeAnswer = { ok: true, status: 200, allowOrigin: null };
