import { entryForPath, type RegistryEntry, type RemoteArea } from '@tutor/contracts';

/** What the open page should learn about the area it shows. */
export type AreaUpdate =
  | { kind: 'changed'; name: string; nav: RemoteArea['nav']; key: string }
  | { kind: 'removed'; name: string; nav: RemoteArea['nav']; key: string };

/** The fields that decide what the runtime would load for an entry. */
function loadShape({ entry, type, integrity, areas }: RegistryEntry): string {
  return JSON.stringify([entry, type, integrity ?? null, areas]);
}

/** Whether the served entry would load something else than the one this page registered. */
export function entryChanged(registered: RegistryEntry, served: RegistryEntry): boolean {
  return loadShape(registered) !== loadShape(served);
}

export interface AreaState {
  pathname: string;
  /** The entries this page registered. */
  registered: readonly RegistryEntry[];
  /** The entries /remotes.json serves now. */
  served: readonly RegistryEntry[];
  /** The build this page loaded for the area's remote, if it has loaded one. */
  loadedBuild: string | undefined;
  /** The build the served registry names now for the area's remote, if it names one. */
  servedBuild: string | undefined;
}

/**
 * The update for the area at `pathname`, or null when the page is current. Keyed by what
 * is served now, so a dismissed notice comes back only for a later version.
 */
export function areaUpdate(state: AreaState): AreaUpdate | null {
  const shown = entryForPath(state.registered, state.pathname);
  if (shown === undefined) return null;
  const { entry, area } = shown;
  const served = state.served.find((candidate) => candidate.name === entry.name);
  const stillHere = served !== undefined && entryForPath([served], state.pathname) !== undefined;
  if (!stillHere)
    return { kind: 'removed', name: entry.name, nav: area.nav, key: `removed:${entry.name}` };
  const rebuilt =
    state.loadedBuild !== undefined &&
    state.servedBuild !== undefined &&
    state.loadedBuild !== state.servedBuild;
  if (!entryChanged(entry, served) && !rebuilt) return null;
  const key = `changed:${loadShape(served)}:${state.servedBuild ?? ''}`;
  return { kind: 'changed', name: entry.name, nav: area.nav, key };
}
