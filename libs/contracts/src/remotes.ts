/**
 * The remotes the shell knows by name, and the URL areas each one owns. The shell loads
 * a remote only when the browser enters one of its areas; where a remote's code lives is
 * not here but in the run-time registry (/remotes.json).
 */
export const REMOTE_AREAS = {
  auth: ['/login', '/password/reset'],
  tasks: ['/tasks', '/works', '/students'],
  marketplace: ['/marketplace'],
  journal: ['/journal', '/payouts'],
} as const;
export type RemoteName = keyof typeof REMOTE_AREAS;
export const REMOTE_NAMES = Object.keys(REMOTE_AREAS) as RemoteName[];

/**
 * How the shell loads an entry: `manifest` is an mf-manifest.json (the manifest says the
 * rest), `global` a classic-script remoteEntry.js, `module` an ES-module remoteEntry.js.
 */
export const REMOTE_ENTRY_TYPES = ['manifest', 'module', 'global'] as const;
export type RemoteEntryType = (typeof REMOTE_ENTRY_TYPES)[number];

/** One usable registry entry: where the remote is and how to load it. */
export interface RemoteEntry {
  entry: string;
  type: RemoteEntryType;
}

/** A registry entry left out (an unknown name, a bad entry), and why. */
export interface SkippedRemote {
  name: string;
  problem: string;
}

/**
 * The registry served at /remotes.json. The operator's file maps names to a manifest URL
 * or `{ "entry": url, "type": "module" | "global" }`; an entry that cannot be used is
 * skipped (listed in `skipped`) and every other remote still loads.
 */
export interface RemotesRegistry {
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  skipped: SkippedRemote[];
  /** How long the shell waits for a remote before its fallback (REMOTE_LOAD_TIMEOUT_MS). */
  load_timeout_ms?: number;
}

export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    REMOTE_AREAS[name].some((area) => pathname === area || pathname.startsWith(`${area}/`)),
  );
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as string[]).includes(value);
}

/** One registry entry as GET /api/remotes/status shows it to an operator. */
export interface RemoteStatus {
  /** The registry's name of the entry (also for a skipped, unknown one). */
  name: string;
  /** The entry's URL as the registry gives it; null when it is not a usable URL. */
  entry: string | null;
  type: RemoteEntryType | null;
  /** Whether its manifest (or remoteEntry.js) answered just now. */
  reachable: boolean;
  /** buildVersion and buildName of its manifest; null without a readable manifest. */
  version: string | null;
  build: string | null;
  /** Why the entry is skipped or unreachable; null when it is fine. */
  problem: string | null;
  /** Load failures browsers reported for this remote in the last hour. */
  failures_last_hour: number;
}

/** GET /api/remotes/status */
export interface RemotesStatus {
  remotes: RemoteStatus[];
  /** When the entries were checked (ms since the epoch). */
  checked_at: number;
}
