import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import type { ServedRegistry } from '@tutor/contracts';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { RemoteManifestsService } from './remote-manifests.service';
import { RemotesRegistryErrorCode, RemotesRegistryException } from './remotes-registry.exception';
import {
  defaultRegistry,
  parseRemotesRegistry,
  type RegistryContent,
} from './remotes-registry.parser';

/** Where the registry served comes from, and why a newer file was refused (if it was). */
export interface RegistryState {
  source: 'file' | 'built-in';
  /** Why the current REMOTES_CONFIG file is not served; null while it is. */
  problem: string | null;
  /** When that problem was first seen (ms since the epoch). */
  problem_at: number | null;
}

interface Loaded {
  registry: ServedRegistry;
  state: RegistryState;
}

/** A file-based or built-in registry is version 0 (versions come with the database). */
const FILE_VERSION = 0;

/** The run-time registry of remotes: the operator's REMOTES_CONFIG file or the built-in one. */
@Injectable()
export class RemotesRegistryService {
  private readonly logger = new Logger(RemotesRegistryService.name);
  private cached: { version: string; loaded: Promise<Loaded> } | undefined;
  private current: Loaded | undefined;
  /** The last registry read from a usable file, served while a later version is unusable. */
  private lastGood: ServedRegistry | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly manifests: RemoteManifestsService,
    private readonly clock: Clock,
  ) {}

  /**
   * The registry of the moment, the one place every consumer reads it from. The file is
   * read again whenever it changed (its inode, size or modification time), so replacing
   * it switches remotes without a restart. A bad entry is skipped and logged once per
   * version of the file. An unusable file never takes the front end down: the last usable
   * version is served, else the built-in registry, and state() keeps the problem.
   */
  async read(): Promise<ServedRegistry> {
    return (await this.load()).registry;
  }

  /** Where the served registry comes from and whether a newer file was refused. */
  async state(): Promise<RegistryState> {
    return (await this.load()).state;
  }

  /**
   * Origins the CSP and CORS allow: per remote, its entry's and its manifest's public
   * path's (other than this server's).
   */
  async origins(): Promise<readonly string[]> {
    const registry = await this.read();
    const perRemote = await Promise.all(
      registry.remotes.map((remote) => this.manifests.origins(remote)),
    );
    return [...new Set(perRemote.flat())];
  }

  private async load(): Promise<Loaded> {
    const version = await this.fileVersion();
    if (this.cached?.version !== version) {
      const loaded = this.loadVersion();
      this.cached = { version, loaded };
      this.current = await loaded;
    }
    return this.cached.loaded;
  }

  private async loadVersion(): Promise<Loaded> {
    const path = this.config.remotesConfigPath;
    if (path === undefined) return this.usable(defaultRegistry(), 'built-in');
    try {
      const content = await this.readFile(path);
      this.logSkipped(content);
      const loaded = this.usable(content, 'file');
      this.lastGood = loaded.registry;
      return loaded;
    } catch (error) {
      return this.refused(error instanceof Error ? error.message : String(error));
    }
  }

  private usable(content: RegistryContent, source: RegistryState['source']): Loaded {
    const registry: ServedRegistry = {
      version: FILE_VERSION,
      ...content,
      load_timeout_ms: this.config.remoteLoadTimeoutMs,
    };
    return { registry, state: { source, problem: null, problem_at: null } };
  }

  private refused(problem: string): Loaded {
    const source = this.lastGood === undefined ? 'built-in' : 'file';
    this.logger.error(
      { problem, serving: source === 'file' ? 'the last usable file' : 'the built-in registry' },
      `The remotes registry file is refused: ${problem}`,
    );
    const previous = this.current?.state.problem === problem ? this.current.state : undefined;
    const problem_at = previous?.problem_at ?? this.clock.now();
    const registry = this.lastGood ?? this.usable(defaultRegistry(), 'built-in').registry;
    return { registry, state: { source, problem, problem_at } };
  }

  private logSkipped(content: RegistryContent): void {
    for (const { name, problem } of content.skipped) {
      this.logger.warn(
        { remote: name, problem },
        `The remotes registry skips "${name}": ${problem}`,
      );
    }
  }

  private async readFile(path: string): Promise<RegistryContent> {
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
