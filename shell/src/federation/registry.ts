import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAME_PATTERN,
  parseRegistryEntries,
  type RegistryEntry,
  type RegistryProblem,
  type RemoteBuild,
  type ServedRegistry,
  type SkippedRemote,
} from '@tutor/contracts';
import { DEFAULT_LOAD_TIMEOUT_MS, setLoadTimeout } from './load-timeout';
import { setRegistry } from './registry-store';
import { rememberVersion } from './remote-versions';
import { reportRemoteFailure } from './report-failure';

/** The entries registered last, by registry name (absolute URLs): failures are named by them. */
const registered = new Map<string, string>();
/** Containers' own names (a remote built elsewhere may call itself otherwise), to registry names. */
const containers = new Map<string, string>();

/** Remembers the registry name of a container that calls itself `container`. */
export function nameContainer(container: string, name: string): void {
  if (container !== name) containers.set(container, name);
}

/** Reads the operator's registry; entries may be relative to the page. */
export async function fetchRegistry(url = '/remotes.json'): Promise<ServedRegistry> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRegistry(await response.json(), document.baseURI);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSkipped = (item: unknown): item is SkippedRemote =>
  isRecord(item) && typeof item.name === 'string' && typeof item.problem === 'string';

const optionalText = (value: unknown): boolean => value === undefined || typeof value === 'string';

const isBuild = (item: unknown): item is RemoteBuild =>
  isRecord(item) &&
  typeof item.name === 'string' &&
  optionalText(item.build) &&
  optionalText(item.global_name);

/** The entry with its URL absolute (the page's base resolves a relative one). */
function resolved(entry: RegistryEntry, base: string): RegistryEntry | SkippedRemote {
  try {
    return { ...entry, entry: new URL(entry.entry, base).href };
  } catch {
    return { name: entry.name, problem: `has an entry that is no URL: ${entry.entry}` };
  }
}

/** One skipped entry per entry left out, with all its problems. */
function skippedOf(problems: readonly RegistryProblem[]): SkippedRemote[] {
  const byEntry = new Map<string, SkippedRemote>();
  for (const { name, field, message } of problems) {
    const at = /^remotes\[\d+\]/.exec(field)?.[0] ?? field;
    const known = byEntry.get(at);
    if (known) known.problem += `; ${field} ${message}`;
    else byEntry.set(at, { name: name ?? at, problem: `${field} ${message}` });
  }
  return [...byEntry.values()];
}

/**
 * The registry as /remotes.json serves it (`{ version, remotes: [...], skipped }`),
 * entry by entry with the contract's checks: a bad one is skipped, the others are kept.
 */
export function parseRegistry(json: unknown, base: string): ServedRegistry {
  const served = isRecord(json) ? json : {};
  const { entries, problems } = parseRegistryEntries({ remotes: served.remotes ?? [] });
  const registry: ServedRegistry = {
    version: typeof served.version === 'number' ? served.version : 0,
    remotes: [],
    skipped: Array.isArray(served.skipped) ? served.skipped.filter(isSkipped) : [],
  };
  const builds = Array.isArray(served.builds) ? served.builds.filter(isBuild) : [];
  if (builds.length > 0) registry.builds = builds;
  const timeout = served.load_timeout_ms;
  if (typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0) {
    registry.load_timeout_ms = timeout;
  }
  registry.skipped.push(...skippedOf(problems));
  for (const entry of entries) {
    const usable = resolved(entry, base);
    if ('problem' in usable) registry.skipped.push(usable);
    else registry.remotes.push(usable);
  }
  return registry;
}

/**
 * Tells the federation runtime where each remote is and how to load it (`force` replaces
 * old ones), and gives the shell's routes and navigation the registry. Each entry on its
 * own: one that the runtime refuses, or one the registry skipped, is reported under its
 * registry name and every other remote still loads.
 */
export function register(registry: ServedRegistry, force = false): void {
  setLoadTimeout(registry.load_timeout_ms ?? DEFAULT_LOAD_TIMEOUT_MS);
  for (const { name, problem } of registry.skipped) {
    reportRemoteFailure(name, `the registry skips it: ${problem}`);
  }
  const builds = new Map((registry.builds ?? []).map((build) => [build.name, build]));
  const usable = registry.remotes.filter((remote) =>
    registerEntry(remote, builds.get(remote.name)?.global_name, force),
  );
  for (const { name, build } of builds.values()) rememberVersion(name, build);
  setRegistry({ ...registry, remotes: usable });
}

/** `entryGlobalName`: the global a container defines that calls itself otherwise. */
function registerEntry(
  { name, entry, type }: RegistryEntry,
  entryGlobalName: string | undefined,
  force: boolean,
): boolean {
  try {
    const remote =
      type === 'manifest'
        ? { name, entry }
        : { name, entry, type, ...(entryGlobalName === undefined ? {} : { entryGlobalName }) };
    registerRemotes([remote], { force });
    registered.set(name, entry);
    return true;
  } catch (error) {
    reportRemoteFailure(name, error instanceof Error ? error.message : String(error));
    return false;
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
  if (first !== undefined && registered.has(first)) return first;
  for (const [name, entry] of registered) {
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    if (id === entry || (folder !== '' && id.startsWith(folder))) return name;
  }
  // a module of a remote not (or no longer) registered: still its registry name
  return first !== undefined && REMOTE_NAME_PATTERN.test(first) ? first : id;
}

/** Re-reads the registry, so a retry can pick up what an operator changed. */
export async function refreshRegistry(): Promise<void> {
  register(await fetchRegistry(), true);
}
