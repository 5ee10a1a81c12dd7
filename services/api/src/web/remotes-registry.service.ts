import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import type { RemotesRegistry } from '@tutor/contracts';
import { AppConfig } from '../config/app-config';
import { RemoteManifestsService } from './remote-manifests.service';
import { RemotesRegistryErrorCode, RemotesRegistryException } from './remotes-registry.exception';
import { defaultRegistry, parseRemotesRegistry } from './remotes-registry.parser';

interface CachedRegistry {
  version: string;
  registry: RemotesRegistry;
}

/** The run-time registry of remotes: the operator's REMOTES_CONFIG file or the built-in one. */
@Injectable()
export class RemotesRegistryService {
  private readonly logger = new Logger(RemotesRegistryService.name);
  private cached: CachedRegistry | undefined;
  /** The last registry read from a usable file, served while a later version is unusable. */
  private lastGood: RemotesRegistry | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly manifests: RemoteManifestsService,
  ) {}

  /**
   * The registry of the moment: the file is read again whenever it changed (its inode,
   * size or modification time), so replacing it switches remotes without a restart. A bad
   * entry is skipped and logged once per version of the file; only a file that cannot be
   * read or is no JSON object throws (503), unless an earlier version was usable: then
   * that one is served, so a broken deploy of the file takes no area down.
   */
  async read(): Promise<RemotesRegistry> {
    const version = await this.fileVersion();
    if (this.cached?.version === version) return this.cached.registry;
    let registry: RemotesRegistry;
    try {
      registry = { ...(await this.load()), load_timeout_ms: this.config.remoteLoadTimeoutMs };
    } catch (error) {
      if (this.lastGood === undefined) throw error;
      this.logger.error(
        { problem: error instanceof Error ? error.message : String(error) },
        'The remotes registry file is unusable; the last usable version is served',
      );
      this.cached = { version, registry: this.lastGood };
      return this.lastGood;
    }
    for (const { name, problem } of registry.skipped) {
      this.logger.warn(
        { remote: name, problem },
        `The remotes registry skips "${name}": ${problem}`,
      );
    }
    this.cached = { version, registry };
    this.lastGood = registry;
    return registry;
  }

  /**
   * Origins the CSP and CORS allow: per remote, its entry's and its manifest's public
   * path's (other than this server's); none while the file is unusable.
   */
  async origins(): Promise<readonly string[]> {
    const registry = await this.read().catch(() => undefined);
    if (registry === undefined) return [];
    const perRemote = await Promise.all(
      Object.values(registry.remotes).map((remote) => this.manifests.origins(remote)),
    );
    return [...new Set(perRemote.flat())];
  }

  private async load(): Promise<RemotesRegistry> {
    const path = this.config.remotesConfigPath;
    if (path === undefined) return defaultRegistry();
    const file = basename(path);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      const problem = `file ${file} cannot be read`;
      throw new RemotesRegistryException(RemotesRegistryErrorCode.Unreadable, problem, {
        cause: error,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      const problem = `file ${file} is not valid JSON`;
      throw new RemotesRegistryException(RemotesRegistryErrorCode.InvalidJson, problem, {
        cause: error,
      });
    }
    return parseRemotesRegistry(json, file);
  }

  private async fileVersion(): Promise<string> {
    const path = this.config.remotesConfigPath;
    if (path === undefined) return 'built-in';
    try {
      const { ino, size, mtimeMs } = await stat(path);
      return `${ino}:${size}:${mtimeMs}`;
    } catch {
      return 'missing';
    }
  }
}
