import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_ENTRY_TYPES,
  isRemoteName,
  type RemoteEntry,
  type RemoteEntryType,
  type RemoteName,
  type RemotesRegistry,
  type SkippedRemote,
} from '@tutor/contracts';
import { DEFAULT_LOAD_TIMEOUT_MS, setLoadTimeout } from './load-timeout';
import { reportRemoteFailure } from './report-failure';

/** The entries registered last, by registry name (absolute URLs): failures are named by them. */
const registered = new Map<RemoteName, string>();
/** Containers' own names (a remote built elsewhere may call itself otherwise), to registry names. */
const containers = new Map<string, string>();

/** Remembers the registry name of a container that calls itself `container`. */
export function nameContainer(container: string, name: string): void {
  if (container !== name) containers.set(container, name);
}

/** Reads the operator's registry; entries may be relative to the page. */
export async function fetchRegistry(url = '/remotes.json'): Promise<RemotesRegistry> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRegistry(await response.json(), document.baseURI);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEntryType = (value: unknown): value is RemoteEntryType =>
  (REMOTE_ENTRY_TYPES as readonly unknown[]).includes(value);

/** One entry: `{ entry, type }` as /remotes.json serves it, or a bare manifest URL. */
function entryOf(value: unknown, base: string): RemoteEntry | string {
  const raw = typeof value === 'string' ? { entry: value, type: 'manifest' } : value;
  if (!isRecord(raw) || typeof raw.entry !== 'string') return 'has no entry URL';
  if (!isEntryType(raw.type)) return `has an unknown type ${JSON.stringify(raw.type)}`;
  try {
    return { entry: new URL(raw.entry, base).href, type: raw.type };
  } catch {
    return `has an entry that is no URL: ${raw.entry}`;
  }
}

/**
 * The registry as /remotes.json serves it (`{ remotes, skipped }`; a bare `{ name: url }`
 * map is read too), entry by entry: a bad one is skipped, the others are kept.
 */
export function parseRegistry(json: unknown, base: string): RemotesRegistry {
  const registry: RemotesRegistry = { remotes: {}, skipped: [] };
  if (!isRecord(json)) return registry;
  const timeout = json.load_timeout_ms;
  if (typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0) {
    registry.load_timeout_ms = timeout;
  }
  const served = isRecord(json.remotes);
  const remotes = served ? (json.remotes as Record<string, unknown>) : json;
  if (served && Array.isArray(json.skipped)) {
    registry.skipped.push(
      ...json.skipped.filter(
        (item): item is SkippedRemote =>
          isRecord(item) && typeof item.name === 'string' && typeof item.problem === 'string',
      ),
    );
  }
  for (const [name, value] of Object.entries(remotes)) {
    if (!served && name === 'skipped') continue;
    const entry = entryOf(value, base);
    if (!isRemoteName(name)) {
      registry.skipped.push({ name, problem: `"${name}" is not a remote of the shell` });
    } else if (typeof entry === 'string') {
      registry.skipped.push({ name, problem: `the entry of "${name}" ${entry}` });
    } else {
      registry.remotes[name] = entry;
    }
  }
  return registry;
}

/**
 * Tells the federation runtime where each remote is and how to load it (`force` replaces
 * old ones). Each entry on its own: one that the runtime refuses, or one the registry
 * skipped, is reported under its registry name and every other remote still loads.
 */
export function register(registry: RemotesRegistry, force = false): void {
  setLoadTimeout(registry.load_timeout_ms ?? DEFAULT_LOAD_TIMEOUT_MS);
  for (const { name, problem } of registry.skipped) {
    reportRemoteFailure(name, `the registry skips it: ${problem}`);
  }
  for (const [name, remote] of Object.entries(registry.remotes) as [RemoteName, RemoteEntry][]) {
    try {
      registerRemotes(
        [
          remote.type === 'manifest'
            ? { name, entry: remote.entry }
            : { name, entry: remote.entry, type: remote.type },
        ],
        { force },
      );
      registered.set(name, remote.entry);
    } catch (error) {
      reportRemoteFailure(name, error instanceof Error ? error.message : String(error));
    }
  }
}

/**
 * The registry name behind a federation id (`tasks/routes`), an entry or manifest URL, or
 * a container's name: what failure reports call the remote.
 */
export function remoteNameOf(id: string): string {
  const container = containers.get(id);
  if (container !== undefined) return container;
  const [first] = id.split('/');
  if (first !== undefined && isRemoteName(first)) return first;
  for (const [name, entry] of registered) {
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    if (id === entry || (folder !== '' && id.startsWith(folder))) return name;
  }
  const local = /\/remotes\/([a-z]+)\//.exec(id)?.[1];
  return local !== undefined && isRemoteName(local) ? local : id;
}

/** Re-reads the registry, so a retry can pick up what an operator changed. */
export async function refreshRegistry(): Promise<void> {
  register(await fetchRegistry(), true);
}
