import { BUILT_IN_REMOTES, type RegistryEntry, type ServedRegistry } from '@tutor/contracts';

/**
 * TEMPORARY (issue 19, remove when developer A's registry lands): RemotesRegistryService
 * still answers the earlier `{ remotes: { name: { entry, type } } }`; the status reads
 * ServedRegistry. A registry already in the new shape passes through unchanged.
 */
export function toServedRegistry(registry: unknown): ServedRegistry {
  const raw = (typeof registry === 'object' && registry !== null ? registry : {}) as {
    version?: unknown;
    remotes?: unknown;
    skipped?: ServedRegistry['skipped'];
  };
  const version = typeof raw.version === 'number' ? raw.version : 0;
  const skipped = Array.isArray(raw.skipped) ? raw.skipped : [];
  if (Array.isArray(raw.remotes)) {
    return { version, remotes: raw.remotes as RegistryEntry[], skipped };
  }
  const byName = (raw.remotes ?? {}) as Record<string, Pick<RegistryEntry, 'entry' | 'type'>>;
  const remotes = Object.entries(byName).map(([name, { entry, type }]): RegistryEntry => ({
    name,
    entry,
    type,
    areas: [...(BUILT_IN_REMOTES.find((remote) => remote.name === name)?.areas ?? [])],
  }));
  return { version, remotes, skipped };
}
