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

/** An entry's problem as /remotes.json lists it: the entry's name and the field's reason. */
function skippedOf(problem: RegistryProblem): SkippedRemote {
  return { name: problem.name ?? problem.field, problem: `${problem.field} ${problem.message}` };
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
  return { remotes: entries, skipped: problems.map(skippedOf) };
}

/** The origins of the registry's absolute URLs (remotes on other hosts, e.g. a CDN). */
export function registryOrigins(registry: RegistryContent): string[] {
  const origins = registry.remotes.flatMap((remote) =>
    URL.canParse(remote.entry) ? [new URL(remote.entry).origin] : [],
  );
  return [...new Set(origins)];
}
