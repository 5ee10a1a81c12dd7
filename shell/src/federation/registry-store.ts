import { BUILT_IN_REMOTES, type RegistryEntry, type ServedRegistry } from '@tutor/contracts';
import { create } from 'zustand';

interface RegistryStore {
  /** The registry registered last; null until the shell has one. */
  registry: ServedRegistry | null;
}

/** The registry the shell's routes, navigation and titles are built from. */
export const useRegistryStore = create<RegistryStore>(() => ({ registry: null }));

export function setRegistry(registry: ServedRegistry): void {
  useRegistryStore.setState({ registry });
}

/**
 * The entries the shell routes by. Without a registry (it could not be read) the built-in
 * areas still route, so their paths show the remote's fallback rather than "not found".
 */
export function useRegistryEntries(): readonly RegistryEntry[] {
  return useRegistryStore((state) => state.registry?.remotes ?? BUILT_IN_REMOTES);
}
