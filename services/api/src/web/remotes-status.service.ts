import { Injectable } from '@nestjs/common';
import type { RegistryEntry, RemoteStatus, RemotesStatus } from '@tutor/contracts';
import { ClientErrorsService } from '../client-errors/client-errors.service';
import { Clock } from '../common/clock/clock';
import { RemoteManifestsService } from './remote-manifests.service';
import { RemotesRegistryService } from './remotes-registry.service';

/** What an operator sees of each registry entry: reachable, which build, failing or not. */
@Injectable()
export class RemotesStatusService {
  constructor(
    private readonly registry: RemotesRegistryService,
    private readonly manifests: RemoteManifestsService,
    private readonly clientErrors: ClientErrorsService,
    private readonly clock: Clock,
  ) {}

  async status(): Promise<RemotesStatus> {
    const registry = await this.registry.read();
    const names = [...registry.remotes, ...registry.skipped].map(({ name }) => name);
    const failures: Record<string, number> = await this.clientErrors
      .failuresLastHour(names)
      .catch(() => ({}));
    const failuresOf = (name: string): number => failures[name] ?? 0;
    const usable = await Promise.all(
      registry.remotes.map((remote) => this.entryStatus(remote, failuresOf(remote.name))),
    );
    const skipped = registry.skipped.map(({ name, problem }): RemoteStatus => ({
      name,
      entry: null,
      type: null,
      reachable: false,
      version: null,
      build: null,
      problem,
      failures_last_hour: failuresOf(name),
    }));
    return { remotes: [...usable, ...skipped], checked_at: this.clock.now() };
  }

  private async entryStatus(remote: RegistryEntry, failures: number): Promise<RemoteStatus> {
    const check = await this.manifests.check(remote);
    const manifest = check.reachable ? check.manifest : undefined;
    return {
      name: remote.name,
      entry: remote.entry,
      type: remote.type,
      reachable: check.reachable,
      version: manifest?.buildVersion ?? null,
      build: manifest?.buildName ?? null,
      problem: check.reachable ? null : check.problem,
      failures_last_hour: failures,
    };
  }
}
