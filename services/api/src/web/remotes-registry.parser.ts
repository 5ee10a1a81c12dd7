import { REMOTE_NAMES, isRemoteName, type RemotesRegistry } from '@tutor/contracts';
import { RemotesRegistryErrorCode, RemotesRegistryException } from './remotes-registry.exception';

/** Without REMOTES_CONFIG: every remote from its build under /remotes/<name>/. */
export function defaultRegistry(): RemotesRegistry {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  );
}

/** An http(s) URL, absolute or relative to the page (as the shell resolves it). */
function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || /\s/.test(value)) return false;
  try {
    const url = new URL(value, 'http://page.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function invalid(problem: string): RemotesRegistryException {
  return new RemotesRegistryException(RemotesRegistryErrorCode.InvalidShape, problem);
}

/** Checks a parsed registry file; `file` names it in the problem. */
export function parseRemotesRegistry(json: unknown, file: string): RemotesRegistry {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw invalid(`${file} must be a JSON object mapping remote names to URLs`);
  }
  const registry: RemotesRegistry = {};
  for (const [name, entry] of Object.entries(json)) {
    if (!isRemoteName(name)) {
      throw invalid(
        `${file} names an unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`,
      );
    }
    if (!isEntryUrl(entry)) throw invalid(`${file}: the entry of "${name}" must be a URL string`);
    registry[name] = entry;
  }
  return registry;
}

/** The origins of the registry's absolute URLs (remotes on other hosts, e.g. a CDN). */
export function registryOrigins(registry: RemotesRegistry): string[] {
  const origins = Object.values(registry).flatMap((entry) =>
    URL.canParse(entry) ? [new URL(entry).origin] : [],
  );
  return [...new Set(origins)];
}
