import { isRemoteName, type RemoteName } from '@tutor/contracts';

/** How the shell loads a registry entry (the contracts' RemoteEntryType). */
export type EntryType = 'manifest' | 'module' | 'global';

/** One entry (the contracts' RemoteEntry). */
export interface RegistryEntry {
  /** The entry's URL as the registry gives it (absolute or relative to the page). */
  entry: string;
  type: EntryType;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOf(type: unknown): EntryType {
  return type === 'module' || type === 'global' ? type : 'manifest';
}

function entryOf(value: unknown): RegistryEntry | undefined {
  if (typeof value === 'string') return { entry: value, type: 'manifest' };
  if (isRecord(value) && typeof value.entry === 'string')
    return { entry: value.entry, type: typeOf(value.type) };
  return undefined;
}

/**
 * The usable entries of what RemotesRegistryService.read() answers, whichever shape it
 * has: `{ remotes: { name: { entry, type } }, skipped }` or a plain `{ name: url }`. The
 * one place the page injection reads the registry's shape.
 */
export function registryEntries(registry: unknown): Map<RemoteName, RegistryEntry> {
  const entries = new Map<RemoteName, RegistryEntry>();
  if (!isRecord(registry)) return entries;
  const remotes = isRecord(registry.remotes) ? registry.remotes : registry;
  for (const [name, value] of Object.entries(remotes)) {
    const entry = entryOf(value);
    if (isRemoteName(name) && entry !== undefined) entries.set(name, entry);
  }
  return entries;
}
