import {
  BUILT_IN_REMOTES,
  parseRegistryEntries,
  type RegistryEntry,
  type RegistryProblem,
  type SkippedRemote,
} from '@tutor/contracts';
import { RemotesRegistryErrorCode, RemotesRegistryException } from './remotes-registry.exception';

/** The usable entries of a registry and the ones left out, with why. */
export interface RegistryContent {
  remotes: RegistryEntry[];
  skipped: SkippedRemote[];
}

/** Without REMOTES_CONFIG: the built-in remotes, each from its build under /remotes/<name>/. */
export function defaultRegistry(): RegistryContent {
  return { remotes: BUILT_IN_REMOTES.map((remote) => ({ ...remote })), skipped: [] };
}

/** One skipped entry per entry left out: its name and every field's reason. */
function skippedOf(problems: readonly RegistryProblem[]): SkippedRemote[] {
  const byEntry = new Map<string, SkippedRemote>();
  for (const { name, field, message } of problems) {
    const at = /^remotes\[\d+\]/.exec(field)?.[0] ?? field;
    const known = byEntry.get(at);
    if (known) known.problem += `; ${field} ${message}`;
    else byEntry.set(at, { name: name ?? at, problem: `${field} ${message}` });
  }
  return [...byEntry.values()];
}

/**
 * Checks a parsed registry file (a list, `{ "remotes": [...] }` or the earlier name→URL
 * map) entry by entry: a bad entry is skipped with its problems, every other one is kept.
 * Only a file that is no list of entries at all is refused (`file` names it).
 */
export function parseRemotesRegistry(json: unknown, file: string): RegistryContent {
  const { entries, problems } = parseRegistryEntries(json);
  const notAList = problems.find((problem) => problem.code === 'not_a_list');
  if (notAList !== undefined && entries.length === 0) {
    throw new RemotesRegistryException(
      RemotesRegistryErrorCode.InvalidShape,
      `${file} ${notAList.message}`,
    );
  }
  return { remotes: entries, skipped: skippedOf(problems) };
}

/** The origins of the registry's absolute URLs (remotes on other hosts, e.g. a CDN). */
export function registryOrigins(registry: RegistryContent): string[] {
  const origins = registry.remotes.flatMap((remote) =>
    URL.canParse(remote.entry) ? [new URL(remote.entry).origin] : [],
  );
  return [...new Set(origins)];
}
