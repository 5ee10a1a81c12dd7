import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './api-instance';
import { renderDeployFile } from './deploy-config';
import { freePort } from './free-port';
import { mainConfig, Nginx } from './nginx';

/**
 * The remotes' CDN origin: a second nginx on its own loopback port, configured by
 * deploy/nginx/cdn.conf, serving <root>/<remote>/<version>/ folders deployed into it.
 */
export class Cdn {
  private constructor(
    private readonly dir: string,
    private readonly nginx: Nginx,
  ) {}

  /** Allows CORS for the shell at `shellOrigin`. */
  static async start(shellOrigin: string): Promise<Cdn> {
    const dir = mkdtempSync(join(tmpdir(), 'tutor-cdn-'));
    const root = join(dir, 'www');
    mkdirSync(join(dir, 'temp'), { recursive: true });
    mkdirSync(root);
    const port = await freePort();
    const site = renderDeployFile('nginx/cdn.conf', {
      LISTEN: `127.0.0.1:${port}`,
      ROOT: root,
      SHELL_ORIGIN: [shellOrigin],
    });
    try {
      const nginx = await Nginx.run(dir, mainConfig(dir, site), `http://127.0.0.1:${port}`, '/');
      return new Cdn(dir, nginx);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  get url(): string {
    return this.nginx.url;
  }

  /**
   * Deploys the built remote (mfe-<remote>/dist) as `version`, the way a release job
   * uploads a new folder; answers its manifest's URL, for the registry.
   */
  deploy(remote: string, version: string): string {
    const dist = join(REPO_ROOT, `mfe-${remote}`, 'dist');
    if (!existsSync(dist)) {
      throw new Error(`${dist} is missing: npx nx run-many -t build -p shell "mfe-*"`);
    }
    cpSync(dist, join(this.dir, 'www', remote, version), { recursive: true });
    return `${this.url}/${remote}/${version}/mf-manifest.json`;
  }

  async stop(): Promise<void> {
    await this.nginx.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
