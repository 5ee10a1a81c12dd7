import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName, type RemotesRegistry } from '@tutor/contracts';

/** Reads the operator's registry; entries may be relative to the page. */
export async function fetchRegistry(url = '/remotes.json'): Promise<RemotesRegistry> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRegistry(await response.json(), document.baseURI);
}

export function parseRegistry(json: unknown, base: string): RemotesRegistry {
  const registry: RemotesRegistry = {};
  if (typeof json !== 'object' || json === null) return registry;
  for (const [name, entry] of Object.entries(json)) {
    if (isRemoteName(name) && typeof entry === 'string') {
      registry[name] = new URL(entry, base).href;
    }
  }
  return registry;
}

/** Tells the federation runtime where each remote's manifest is; `force` replaces old ones. */
export function register(registry: RemotesRegistry, force = false): void {
  const remotes = (Object.entries(registry) as [RemoteName, string][]).map(([name, entry]) => ({
    name,
    entry,
  }));
  registerRemotes(remotes, { force });
}

/** Re-reads the registry, so a retry can pick up what an operator changed. */
export async function refreshRegistry(): Promise<void> {
  register(await fetchRegistry(), true);
}
