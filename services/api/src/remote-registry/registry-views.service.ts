import { Injectable } from '@nestjs/common';
import { HISTORY_PER_PAGE } from './dto/registry-history-query.dto';
import { RegistryStore } from './registry.store';
import type { RegistryVersion } from './registry-version.entity';
import {
  versionView,
  type RegistryHistoryView,
  type RegistryStateView,
  type RegistryVersionView,
} from './registry-view';
import { RemoteRegistryService } from './remote-registry.service';

/** The operator's views: versions with the operators' emails instead of their ids. */
@Injectable()
export class RegistryViewsService {
  constructor(
    private readonly store: RegistryStore,
    private readonly registry: RemoteRegistryService,
  ) {}

  /** Read from the database, so an operator sees a change the moment it lands anywhere. */
  async state(): Promise<RegistryStateView> {
    await this.registry.refresh();
    const state = this.registry.state();
    const live = await this.store.version(state.live);
    const candidate =
      state.candidate === null ? undefined : await this.store.version(state.candidate.version);
    const emails = await this.store.emailsOf(
      [live, candidate].flatMap((row) => (row?.createdBy ? [row.createdBy] : [])),
    );
    return {
      live: versionView(live, emails),
      candidate:
        candidate === undefined || state.candidate === null
          ? null
          : {
              version: versionView(candidate, emails),
              percent: state.candidate.percent,
              accounts: candidate.accounts ?? [],
            },
      source: state.source,
      problem: state.problem,
      revision: state.revision,
    };
  }

  async history(page = 1, perPage = HISTORY_PER_PAGE): Promise<RegistryHistoryView> {
    const [rows, total] = await this.store.history(page, perPage);
    const emails = await this.store.emailsOf(rows.flatMap((row) => row.createdBy ?? []));
    return { items: rows.map((row) => versionView(row, emails)), total, page, per_page: perPage };
  }

  async version(row: RegistryVersion): Promise<RegistryVersionView> {
    const emails = await this.store.emailsOf(row.createdBy === null ? [] : [row.createdBy]);
    return versionView(row, emails);
  }
}
