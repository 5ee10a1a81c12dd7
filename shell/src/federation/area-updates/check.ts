import { entryForPath } from '@tutor/contracts';
import { useRegistryStore } from '../registry-store';
import { fetchRegistry } from '../registry';
import { versionOf } from '../remote-versions';
import { areaUpdate, type AreaUpdate } from './compare';

/**
 * Reads what is served now for the area at `pathname`; never registers it, so the page
 * keeps running what it loaded. A failed read is no news: null.
 */
export async function checkArea(pathname: string): Promise<AreaUpdate | null> {
  const registered = useRegistryStore.getState().registry?.remotes;
  if (registered === undefined) return null;
  try {
    const { remotes: served, builds } = await fetchRegistry();
    const shown = entryForPath(registered, pathname)?.entry;
    const loadedBuild = shown === undefined ? undefined : versionOf(shown.name);
    const servedBuild = builds?.find(({ name }) => name === shown?.name)?.build;
    return areaUpdate({ pathname, registered, served, loadedBuild, servedBuild });
  } catch {
    return null;
  }
}
