import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { RemotesRegistry } from '@tutor/contracts';
import { AppConfig } from '../config/app-config';
import { RemotesRegistryErrorCode, RemotesRegistryException } from './remotes-registry.exception';
import { defaultRegistry, parseRemotesRegistry, registryOrigins } from './remotes-registry.parser';

interface CachedOrigins {
  version: string;
  origins: readonly string[];
}

/** The run-time registry of remotes: the operator's REMOTES_CONFIG file or the built-in one. */
@Injectable()
export class RemotesRegistryService {
  private cachedOrigins: CachedOrigins | undefined;

  constructor(private readonly config: AppConfig) {}

  /** Re-reads the file on every call, so replacing it switches remotes without a restart. */
  async read(): Promise<RemotesRegistry> {
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

  /**
   * Origins the CSP and CORS allow; none while the file is unusable. Cached until the
   * file changes (its inode, size or modification time).
   */
  async origins(): Promise<readonly string[]> {
    const version = await this.fileVersion();
    if (this.cachedOrigins?.version === version) return this.cachedOrigins.origins;
    const origins = await this.read().then(registryOrigins, () => []);
    this.cachedOrigins = { version, origins };
    return origins;
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
