import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  REMOTE_FAILURE_KINDS,
  type RegistryEntry,
  type ServedRegistry,
  type RemoteHealth,
  type RemotesHealth,
  type RemoteVersionFailures,
} from '@tutor/contracts';
import { ClientErrorsService } from '../../client-errors/client-errors.service';
import { Clock } from '../../common/clock/clock.service';
import { RemoteManifestsService } from './remote-manifests.service';
import { NOT_PROBED } from './remote-probe';
import { RemotesRegistryService } from './remotes-registry.service';

const total = (failures: RemoteVersionFailures[]): number =>
  failures.reduce(
    (sum, { counts }) => sum + REMOTE_FAILURE_KINDS.reduce((own, kind) => own + counts[kind], 0),
    0,
  );

/**
 * What an operator sees of each registry entry: healthy or why not (manifest, entry,
 * CORS, ./routes), which build, and what browsers reported per build in the last hour.
 */
@Injectable()
export class RemotesStatusService implements OnApplicationBootstrap {
  constructor(
    private readonly registry: RemotesRegistryService,
    private readonly manifests: RemoteManifestsService,
    private readonly clientErrors: ClientErrorsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Probes every entry once at start, in the background: pages never wait on a probe, so
   * the first ones get the remotes' hints and CDN origins only from a probe made earlier.
   */
  onApplicationBootstrap(): void {
    void this.registry
      .read()
      .then((registry) => Promise.all(registry.remotes.map((entry) => this.manifests.check(entry))))
      .catch(() => undefined);
  }

  async status(): Promise<RemotesHealth> {
    const registry = withCandidate(await this.registry.servedVersions());
    const names = [
      ...registry.remotes.map(({ name }) => name),
      ...registry.skipped.map(({ name }) => name),
    ];
    const failures = await this.clientErrors
      .failuresLastHour(names)
      .catch((): Record<string, RemoteVersionFailures[]> => ({}));
    const failuresOf = (name: string): RemoteVersionFailures[] => failures[name] ?? [];
    const usable = await Promise.all(
      registry.remotes.map((entry) => this.entryStatus(entry, failuresOf(entry.name))),
    );
    const skipped = registry.skipped.map(({ name, problem }): RemoteHealth => ({
      name,
      entry: null,
      type: null,
      reachable: false,
      version: null,
      build: null,
      problem,
      failures_last_hour: total(failuresOf(name)),
      probe: NOT_PROBED,
      failures: failuresOf(name),
    }));
    return { remotes: [...usable, ...skipped], checked_at: this.clock.now() };
  }

  private async entryStatus(
    entry: RegistryEntry,
    failures: RemoteVersionFailures[],
  ): Promise<RemoteHealth> {
    const check = await this.manifests.check(entry);
    const manifest = check.reachable ? check.manifest : undefined;
    return {
      name: entry.name,
      entry: entry.entry,
      type: entry.type,
      reachable: check.problem === null,
      version: manifest?.buildVersion ?? null,
      build: manifest?.buildName ?? null,
      problem: check.problem,
      failures_last_hour: total(failures),
      probe: check.probe,
      failures,
    };
  }
}

/** The live entries, then the candidate's entries that differ (a canary's new build). */
function withCandidate(versions: {
  live: ServedRegistry;
  candidate: ServedRegistry | null;
}): ServedRegistry {
  const { live, candidate } = versions;
  const isLive = (entry: RegistryEntry) =>
    live.remotes.some((other) => other.name === entry.name && other.entry === entry.entry);
  const added = candidate?.remotes.filter((entry) => !isLive(entry)) ?? [];
  return { ...live, remotes: [...live.remotes, ...added] };
}
