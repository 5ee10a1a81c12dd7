import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  BUILT_IN_REMOTES,
  type RegistryEntry,
  type RegistryHealth,
  type RegistrySource,
  type ServedRegistry,
} from '@tutor/contracts';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { canaryBucket } from './canary-bucket';
import { RegistryEntryChecks } from './checks/registry-entry-checks.service';
import { readRegistryConfig, type ConfigReading } from './registry-config';
import { newVersion } from './new-version';
import { RegistryStore, type NewVersion, type RegistrySnapshot } from './registry.store';
import { RegistrySync } from './registry-sync.service';
import { sourceOf } from './registry-view';
import { RegistryErrorCode, RegistryException } from './remote-registry.errors';

/** What state() says: the live and candidate version ids, and this instance's problem. */
export interface RegistryStateSummary {
  live: number;
  candidate: { version: number; percent: number | null; accounts: number[] } | null;
  source: RegistrySource;
  problem: string | null;
  revision: number;
}

const START_ATTEMPTS = 5;

/**
 * The registry every instance serves, kept in memory (it is read on every page) and
 * reloaded within seconds of a change on any instance (see RegistrySync). At start it
 * seeds the database once, records a changed REMOTES_CONFIG as a new version, and keeps
 * the last good version when the file is unusable.
 */
@Injectable()
export class RemoteRegistryService implements OnApplicationBootstrap {
  private readonly logger = new Logger(RemoteRegistryService.name);
  private snapshot: RegistrySnapshot | undefined;
  private problem: string | null = null;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly store: RegistryStore,
    private readonly sync: RegistrySync,
    private readonly checks: RegistryEntryChecks,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.settle(await this.readConfig());
    await this.load();
    this.sync.start(() => this.refresh());
  }

  /**
   * REMOTES_CONFIG was replaced while running: a usable file becomes a new version
   * published to all (its checks run behind, the page must not wait for a CDN), an
   * unusable one leaves what is served and is reported as the problem.
   */
  async configChanged(): Promise<void> {
    const reading = await this.readConfig();
    if (reading.kind !== 'usable') return;
    await this.settle(reading);
    await this.load();
    await this.sync.announce(this.loaded().revision);
  }

  private async readConfig(): Promise<ConfigReading> {
    const reading = await readRegistryConfig(this.config.remotesConfigPath);
    this.problem = reading.kind === 'unusable' ? reading.problem : null;
    if (reading.kind === 'unusable') {
      this.logger.error(`${reading.problem}; serving the last good registry`);
    }
    return reading;
  }

  /** The registry for a viewer: the candidate to its canary share or preview accounts. */
  servedFor(viewer: { id: number } | undefined): Promise<ServedRegistry> {
    const { live, candidate } = this.servedVersions();
    return Promise.resolve(candidate !== null && this.showsCandidateTo(viewer) ? candidate : live);
  }

  /** What is served now: the live version and the candidate (to its share or accounts). */
  servedVersions(): { live: ServedRegistry; candidate: ServedRegistry | null } {
    const snapshot = this.snapshot;
    const served = (version: { id: number; remotes: RegistryEntry[] }): ServedRegistry => ({
      version: version.id,
      remotes: version.remotes,
      skipped: [],
      load_timeout_ms: this.config.remoteLoadTimeoutMs,
    });
    if (snapshot === undefined) {
      return { live: served({ id: 0, remotes: [...BUILT_IN_REMOTES] }), candidate: null };
    }
    const { candidate } = snapshot;
    return { live: served(snapshot.live), candidate: candidate && served(candidate.version) };
  }

  state(): RegistryStateSummary {
    const snapshot = this.loaded();
    const { candidate } = snapshot;
    return {
      live: snapshot.live.id,
      candidate:
        candidate === null
          ? null
          : {
              version: candidate.version.id,
              percent: candidate.percent,
              accounts: candidate.accounts,
            },
      source: sourceOf(snapshot.live),
      problem: this.problem,
      revision: snapshot.revision,
    };
  }

  health(): RegistryHealth {
    const state = this.state();
    return {
      version: state.live,
      candidate:
        state.candidate === null
          ? null
          : { ...state.candidate, accounts: state.candidate.accounts.length },
      source: state.source,
      problem: state.problem,
    };
  }

  /** Reloads when the revision moved (the cheap read every instance polls). */
  refresh(): Promise<void> {
    this.reading ??= this.reloadIfMoved().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** After a change on this instance: serve it now and tell the others. */
  async changed(): Promise<void> {
    await this.load();
    await this.sync.announce(this.loaded().revision);
  }

  /** Whether `viewer` is in the candidate's canary share or preview accounts. */
  showsCandidateTo(viewer: { id: number } | undefined): boolean {
    const candidate = this.snapshot?.candidate;
    if (viewer === undefined || candidate == null) return false;
    const inShare = candidate.percent !== null && canaryBucket(viewer.id) < candidate.percent;
    return inShare || candidate.accounts.includes(viewer.id);
  }

  private loaded(): RegistrySnapshot {
    if (this.snapshot === undefined) throw new Error('The remotes registry is not loaded yet');
    return this.snapshot;
  }

  private async reloadIfMoved(): Promise<void> {
    const revision = await this.store.revision();
    if (revision !== undefined && revision !== this.snapshot?.revision) await this.load();
  }

  private async load(): Promise<void> {
    const snapshot = await this.store.snapshot();
    // an older read finishing late never replaces a newer one
    if (snapshot !== undefined && snapshot.revision >= (this.snapshot?.revision ?? 0)) {
      this.snapshot = snapshot;
    }
  }

  /** Seeds the database once and records a changed REMOTES_CONFIG, whoever starts first. */
  private async settle(reading: ConfigReading): Promise<void> {
    for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
      try {
        if ((await this.store.revision()) === undefined) {
          if (await this.store.seed(this.seedVersion(reading))) return;
          continue;
        }
        if (reading.kind === 'usable') await this.recordConfig(reading);
        return;
      } catch (error) {
        if (!(error instanceof RegistryException && error.code === RegistryErrorCode.Changed)) {
          throw error;
        }
      }
    }
    throw new Error('The remotes registry kept changing during start-up');
  }

  private seedVersion(reading: ConfigReading): NewVersion {
    const fromConfig = reading.kind === 'usable';
    const remotes = fromConfig ? reading.entries : [...BUILT_IN_REMOTES];
    return newVersion(this.clock.now(), 'seeded', remotes, {
      configHash: fromConfig ? reading.hash : null,
      // not checked: at start the app is not listening yet, its own files would not answer
      checks: null,
    });
  }

  private async recordConfig(reading: Extract<ConfigReading, { kind: 'usable' }>) {
    if ((await this.store.lastConfigHash()) === reading.hash) return;
    const added = await this.store.change(undefined, async (state, reads) => {
      if ((await reads.lastConfigHash()) === reading.hash) return null;
      return {
        version: newVersion(this.clock.now(), 'config', reading.entries, {
          configHash: reading.hash,
          checks: null,
          previousLiveId: state.liveVersionId,
        }),
        state: (version) => ({
          liveVersionId: version.id,
          candidateVersionId: null,
          candidatePercent: null,
          candidateAccounts: null,
        }),
      };
    });
    if (added === undefined) return;
    this.logger.log(`REMOTES_CONFIG changed: registry version ${added.id}`);
    void this.checkLater(added.id, reading.entries);
  }

  /** The checks of a version recorded from REMOTES_CONFIG, kept with it once they ran. */
  private async checkLater(id: number, entries: RegistryEntry[]): Promise<void> {
    try {
      await this.store.setChecks(id, await this.checks.check(entries));
    } catch (error) {
      this.logger.warn({ error: String(error) }, `Registry version ${id} could not be checked`);
    }
  }
}
