import { stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { ServedRegistry } from '@tutor/contracts';
import { AppConfig } from '../../config/app-config';
import { RemoteRegistryService } from '../../remote-registry/remote-registry.service';
import { browserRegistry } from './browser-registry';
import { RemoteManifestsService } from './remote-manifests.service';

/** Who a registry is served to: a signed-in person may be in a canary or a preview. */
export type RegistryViewer = { id: number } | undefined;

/** The signed-in person of a request whose session was read (undefined for a visitor). */
export function viewerOf(req: IncomingMessage): RegistryViewer {
  const session = (req as IncomingMessage & { session?: { userId?: number } }).session;
  const id = session?.userId;
  return typeof id === 'number' ? { id } : undefined;
}

/**
 * The registry as the pages, /remotes.json, the CSP and CORS read it: the database's
 * (RemoteRegistryService), for the person asking. REMOTES_CONFIG is followed while
 * running: replacing the file records it as a new version (or reports why it cannot be).
 */
@Injectable()
export class RemotesRegistryService {
  private fileVersion: string | undefined;
  private following: Promise<void> | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly manifests: RemoteManifestsService,
    private readonly registry: RemoteRegistryService,
  ) {}

  /** The registry served to `viewer` (the live version, or the candidate it is shown). */
  async read(viewer?: RegistryViewer): Promise<ServedRegistry> {
    await this.followConfigFile();
    return this.registry.servedFor(viewer);
  }

  /**
   * `registry` as the browser loads it: each manifest entry as its remoteEntry.js. An own
   * build's manifest is read again once changed; another's first probe is waited for, or
   * with `waitForProbes` false the answer is undefined until it has answered.
   */
  async forBrowser(
    registry: ServedRegistry,
    waitForProbes: false,
  ): Promise<ServedRegistry | undefined>;
  async forBrowser(registry: ServedRegistry, waitForProbes?: true): Promise<ServedRegistry>;
  async forBrowser(
    registry: ServedRegistry,
    waitForProbes = true,
  ): Promise<ServedRegistry | undefined> {
    const manifests = registry.remotes.filter(({ type }) => type === 'manifest');
    const reads = manifests.flatMap((entry) => {
      if (this.manifests.isOwnBuild(entry)) return [this.manifests.ownBuildCheck(entry)];
      return waitForProbes ? [this.manifests.check(entry)] : [];
    });
    await Promise.all(reads);
    const served = browserRegistry(registry, (entry) => this.manifests.lastCheck(entry));
    return waitForProbes ? (served ?? registry) : served;
  }

  /** Whether `viewer` is shown the candidate (a canary share or a preview). */
  showsCandidateTo(viewer: RegistryViewer): boolean {
    return this.registry.showsCandidateTo(viewer);
  }

  /** The live version and the candidate, for the operators' status. */
  async servedVersions(): Promise<{ live: ServedRegistry; candidate: ServedRegistry | null }> {
    await this.followConfigFile();
    return this.registry.servedVersions();
  }

  /**
   * Origins the CSP allows for `viewer`: per remote, its entry's and its manifest's public
   * path's (other than this server's).
   */
  async origins(viewer?: RegistryViewer): Promise<readonly string[]> {
    const registry = await this.read(viewer);
    const perRemote = await Promise.all(
      registry.remotes.map((remote) => this.manifests.origins(remote)),
    );
    return [...new Set(perRemote.flat())];
  }

  /** Records a replaced REMOTES_CONFIG (its inode, size or modification time changed). */
  private followConfigFile(): Promise<void> {
    this.following ??= this.checkConfigFile().finally(() => {
      this.following = undefined;
    });
    return this.following;
  }

  private async checkConfigFile(): Promise<void> {
    const path = this.config.remotesConfigPath;
    if (path === undefined) return;
    const version = await stat(path).then(
      ({ ino, size, mtimeMs }) => `${ino}:${size}:${mtimeMs}`,
      () => 'missing',
    );
    if (this.fileVersion === undefined) {
      // the start read this version already
      this.fileVersion = version;
      return;
    }
    if (version === this.fileVersion) return;
    this.fileVersion = version;
    await this.registry.configChanged();
  }
}
