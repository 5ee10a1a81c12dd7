import type { RemoteStatus } from './remotes';

/**
 * What went wrong with a remote in a browser: `load` it did not load (or not in time),
 * `shape` it loaded without the exports a remote must have, `render` it crashed while
 * rendering, `shared` a shared package's version does not fit the range it asks for.
 */
export const REMOTE_FAILURE_KINDS = ['load', 'shape', 'render', 'shared'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** The version reported for an entry whose build names none (a bare remoteEntry.js). */
export const UNKNOWN_REMOTE_VERSION = 'unknown';

/** Longest build version a report may carry. */
export const REMOTE_VERSION_MAX = 100;

/** One of the last failure messages kept for an entry version. */
export interface RemoteFailureMessage {
  kind: RemoteFailureKind;
  message: string;
  /** The reporting browser, as its User-Agent names it. */
  browser: string | null;
  /** When it was reported (ms since the epoch). */
  at: number;
}

/** The failures browsers reported in the last hour for one build of an entry. */
export interface RemoteVersionFailures {
  version: string;
  /** Per kind; a page view counts once per kind. */
  counts: Record<RemoteFailureKind, number>;
  /** The newest first, a few at most. */
  last_messages: RemoteFailureMessage[];
}

/** One light check of an entry; null when it does not apply (e.g. CORS on this origin). */
export interface RemoteProbe {
  /** The manifest answered with a readable mf-manifest.json (null for a bare entry). */
  manifest: boolean | null;
  /** The remoteEntry.js answered. */
  entry: boolean | null;
  /** A cross-origin entry lets this origin read it. */
  cors: boolean | null;
  /** The manifest says it exposes `./routes`. */
  routes: boolean | null;
}

/** GET /api/remotes/status: an entry's status with its probe and failures per version. */
export interface RemoteHealth extends RemoteStatus {
  probe: RemoteProbe;
  /** Per build version reported in the last hour, the newest report first. */
  failures: RemoteVersionFailures[];
}

/** GET /api/remotes/status */
export interface RemotesHealth {
  remotes: RemoteHealth[];
  /** When the entries were checked (ms since the epoch). */
  checked_at: number;
}
