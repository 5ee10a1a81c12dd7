import { remoteStatusProperties } from './remotes';
import {
  arrayOf,
  bool,
  int,
  keyed,
  moment,
  named,
  nullable,
  object,
  oneOfValues,
  text,
  type Static,
} from './schema';

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
export const RemoteFailureMessageSchema = named(
  'RemoteFailureMessage',
  object({
    kind: oneOfValues(REMOTE_FAILURE_KINDS),
    message: text(),
    /** The reporting browser, as its User-Agent names it. */
    browser: nullable(text()),
    /** When it was reported (ms since the epoch). */
    at: moment(),
  }),
);
export type RemoteFailureMessage = Static<typeof RemoteFailureMessageSchema>;

/** The failures browsers reported in the last hour for one build of an entry. */
export const RemoteVersionFailuresSchema = named(
  'RemoteVersionFailures',
  object({
    version: text(),
    /** Per kind; a page view counts once per kind. */
    counts: keyed(REMOTE_FAILURE_KINDS, int({ minimum: 0 })),
    /** The newest first, a few at most. */
    last_messages: arrayOf(RemoteFailureMessageSchema),
  }),
);
export type RemoteVersionFailures = Static<typeof RemoteVersionFailuresSchema>;

/** One light check of an entry; null when it does not apply (e.g. CORS on this origin). */
export const RemoteProbeSchema = named(
  'RemoteProbe',
  object({
    /** The manifest answered with a readable mf-manifest.json (null for a bare entry). */
    manifest: nullable(bool()),
    /** The remoteEntry.js answered. */
    entry: nullable(bool()),
    /** A cross-origin entry lets this origin read it. */
    cors: nullable(bool()),
    /** The manifest says it exposes `./routes`. */
    routes: nullable(bool()),
  }),
);
export type RemoteProbe = Static<typeof RemoteProbeSchema>;

/** GET /api/remotes/status: an entry's status with its probe and failures per version. */
export const RemoteHealthSchema = named(
  'RemoteStatus',
  object({
    ...remoteStatusProperties,
    probe: RemoteProbeSchema,
    /** Per build version reported in the last hour, the newest report first. */
    failures: arrayOf(RemoteVersionFailuresSchema),
  }),
);
export type RemoteHealth = Static<typeof RemoteHealthSchema>;

/** GET /api/remotes/status */
export const RemotesHealthSchema = named(
  'RemotesStatus',
  object({
    remotes: arrayOf(RemoteHealthSchema),
    /** When the entries were checked (ms since the epoch). */
    checked_at: moment(),
  }),
);
export type RemotesHealth = Static<typeof RemotesHealthSchema>;
