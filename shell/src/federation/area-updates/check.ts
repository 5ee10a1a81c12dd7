import { entryForPath } from '@tutor/contracts';
import { useRegistryStore } from '../registry-store';
import { fetchRegistry } from '../registry';
import { versionOf } from '../remote-versions';
import { areaUpdate, manifestBuildVersion, type AreaUpdate } from './compare';

/** The build a manifest names now; revalidated, so an unchanged one costs a 304. */
async function servedBuild(url: string): Promise<string | undefined> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) return undefined;
  return manifestBuildVersion(await response.json());
}

/**
 * Reads what is served now for the area at `pathname`; never registers it, so the page
 * keeps running what it loaded. A failed read is no news: null.
 */
export async function checkArea(pathname: string): Promise<AreaUpdate | null> {
  const registered = useRegistryStore.getState().registry?.remotes;
  if (registered === undefined) return null;
  try {
    const served = (await fetchRegistry()).remotes;
    const shown = entryForPath(registered, pathname)?.entry;
    const now = served.find((entry) => entry.name === shown?.name);
    const loadedBuild = shown === undefined ? undefined : versionOf(shown.name);
    const build =
      now?.type === 'manifest' && loadedBuild !== undefined
        ? await servedBuild(now.entry)
        : undefined;
    return areaUpdate({ pathname, registered, served, loadedBuild, servedBuild: build });
  } catch {
    return null;
  }
}
