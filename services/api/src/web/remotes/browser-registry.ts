import type { RegistryEntry, RemoteBuild, RemoteEntryType, ServedRegistry } from '@tutor/contracts';
import type { RemoteManifest } from '../../common/federation/remote-manifest';
import { relativeToPage } from '../page-hints';

/** What a manifest's probe gives the browser's registry: the manifest, when it answered. */
export type ManifestOf = (
  entry: RegistryEntry,
) => { reachable: true; manifest: RemoteManifest | undefined } | { reachable: false } | undefined;

/** The registry type of a manifest's `remoteEntry.type` (undefined: one the shell cannot load). */
function entryType(type: string): RemoteEntryType | undefined {
  if (type === 'module' || type === 'esm') return 'module';
  return type === 'global' || type === 'var' ? 'global' : undefined;
}

/**
 * The entry as the browser loads it: a manifest entry becomes the remoteEntry.js its
 * manifest names (the shell's federation runtime reads no manifests). One whose manifest
 * did not answer, or names no loadable remoteEntry.js, stays as it is: its load fails in
 * the shell and is reported like any other. Undefined while the manifest is not probed yet.
 */
export function browserEntry(
  entry: RegistryEntry,
  manifestOf: ManifestOf,
): RegistryEntry | undefined {
  if (entry.type !== 'manifest') return entry;
  const check = manifestOf(entry);
  if (check === undefined) return undefined;
  const manifest = check.reachable ? check.manifest : undefined;
  const remoteEntry = manifest?.remoteEntry;
  const type = remoteEntry === undefined ? undefined : entryType(remoteEntry.type);
  if (manifest === undefined || remoteEntry === undefined || type === undefined) return entry;
  const publicPath = manifest.publicPath ?? 'auto';
  const base = publicPath === 'auto' ? entry.entry : publicPath;
  const folder = remoteEntry.path === '' ? '' : `${remoteEntry.path.replace(/\/$/, '')}/`;
  return { ...entry, entry: relativeToPage(folder + remoteEntry.name, base), type };
}

/** What a manifest entry's manifest says of its build, if it has been read. */
function buildOf(entry: RegistryEntry, manifestOf: ManifestOf): RemoteBuild[] {
  if (entry.type !== 'manifest') return [];
  const check = manifestOf(entry);
  const manifest = check?.reachable === true ? check.manifest : undefined;
  const build = manifest?.buildVersion;
  const globalName = manifest?.globalName;
  const item: RemoteBuild = {
    name: entry.name,
    ...(build === undefined || build === '' ? {} : { build }),
    ...(globalName === undefined || globalName === entry.name ? {} : { global_name: globalName }),
  };
  return Object.keys(item).length > 1 ? [item] : [];
}

/**
 * The registry with every entry as the browser loads it, and the builds their manifests
 * name; undefined while a manifest entry has not been probed.
 */
export function browserRegistry(
  registry: ServedRegistry,
  manifestOf: ManifestOf,
): ServedRegistry | undefined {
  const remotes: RegistryEntry[] = [];
  for (const entry of registry.remotes) {
    const loaded = browserEntry(entry, manifestOf);
    if (loaded === undefined) return undefined;
    remotes.push(loaded);
  }
  const builds = registry.remotes.flatMap((entry) => buildOf(entry, manifestOf));
  return { ...registry, remotes, ...(builds.length > 0 ? { builds } : {}) };
}
