import {
  REMOTE_NAMES,
  isRemoteName,
  type RemoteEntry,
  type RemotesRegistry,
  type SkippedRemote,
} from '@tutor/contracts';
import { RemotesRegistryErrorCode, RemotesRegistryException } from './remotes-registry.exception';

/** The entry types an operator may write next to a remoteEntry.js URL. */
const SCRIPT_TYPES = ['module', 'global'] as const;

/** Without REMOTES_CONFIG: every remote from its build under /remotes/<name>/. */
export function defaultRegistry(): RemotesRegistry {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      { entry: `/remotes/${name}/mf-manifest.json`, type: 'manifest' } satisfies RemoteEntry,
    ]),
  );
  return { remotes, skipped: [] };
}

/** An http(s) URL, absolute or relative to the page (as the shell resolves it). */
export function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || /\s/.test(value)) return false;
  try {
    const url = new URL(value, 'http://page.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const isScriptType = (value: unknown): value is (typeof SCRIPT_TYPES)[number] =>
  (SCRIPT_TYPES as readonly unknown[]).includes(value);

/** One entry of the file: a manifest URL or `{ entry, type }`; a string is the problem. */
export function parseEntry(value: unknown): RemoteEntry | string {
  if (typeof value === 'string') {
    return isEntryUrl(value)
      ? { entry: value, type: 'manifest' }
      : 'must be an http(s) URL of an mf-manifest.json';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'must be a manifest URL or { "entry": URL, "type": "module" | "global" }';
  }
  const { entry, type } = value as { entry?: unknown; type?: unknown };
  if (!isEntryUrl(entry)) return '"entry" must be an http(s) URL of a remoteEntry.js';
  if (!isScriptType(type)) return '"type" must be "module" or "global"';
  return { entry, type };
}

/**
 * Checks a parsed registry file entry by entry: an unknown name or a bad entry is skipped
 * with its problem, and every other entry is kept. Only a file that is no JSON object at
 * all is refused (`file` names it).
 */
export function parseRemotesRegistry(json: unknown, file: string): RemotesRegistry {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RemotesRegistryException(
      RemotesRegistryErrorCode.InvalidShape,
      `${file} must be a JSON object mapping remote names to manifest URLs`,
    );
  }
  const registry: RemotesRegistry = { remotes: {}, skipped: [] };
  for (const [name, value] of Object.entries(json)) {
    const skip = (problem: string): void => {
      registry.skipped.push({ name, problem } satisfies SkippedRemote);
    };
    if (!isRemoteName(name)) {
      skip(`"${name}" is not a remote of the shell (known: ${REMOTE_NAMES.join(', ')})`);
      continue;
    }
    const entry = parseEntry(value);
    if (typeof entry === 'string') skip(`the entry of "${name}" ${entry}`);
    else registry.remotes[name] = entry;
  }
  return registry;
}

/** The origins of the registry's absolute URLs (remotes on other hosts, e.g. a CDN). */
export function registryOrigins(registry: RemotesRegistry): string[] {
  const origins = Object.values(registry.remotes).flatMap((remote) =>
    URL.canParse(remote.entry) ? [new URL(remote.entry).origin] : [],
  );
  return [...new Set(origins)];
}
