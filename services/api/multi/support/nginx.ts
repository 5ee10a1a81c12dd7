import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDeployFile } from './deploy-config';
import { Spawned, waitFor } from './processes';

/** Debian's nginx; `.ci/run` installs the package when it is missing. */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const READY_WITHIN_MS = 10_000;
/** The answer header naming the instance that served a request (nginx's $upstream_addr). */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * nginx's main file around an http-context file of deploy/ (`site`): in the foreground,
 * everything it writes inside `dir`.
 */
export function mainConfig(dir: string, site: string): string {
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = (name: string): string => join(dir, 'temp', name);
  return `daemon off;
${user}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
}

/**
 * The load balancer of deploy/nginx/load-balancer.conf: round robin over the API ports,
 * the client address in X-Forwarded-For (the API trusts one hop).
 */
function config(dir: string, port: number, upstreams: readonly number[]): string {
  return mainConfig(
    dir,
    renderDeployFile('nginx/load-balancer.conf', {
      LISTEN: `127.0.0.1:${port}`,
      API_SERVER: upstreams.map((upstream) => `127.0.0.1:${upstream}`),
    }),
  );
}

/** nginx in the foreground, as the suite's child, with its own config and paths in `dir`. */
export class Nginx {
  private constructor(
    readonly url: string,
    private readonly process: Spawned,
  ) {}

  /** Listens on 127.0.0.1:`port`, balancing over the `upstreams` ports. */
  static start(dir: string, port: number, upstreams: readonly number[]): Promise<Nginx> {
    return Nginx.run(dir, config(dir, port, upstreams), `http://127.0.0.1:${port}`, '/api/health');
  }

  /** nginx with this main file, ready once `probePath` answers at `url` (any status). */
  static async run(dir: string, main: string, url: string, probePath: string): Promise<Nginx> {
    if (NGINX === undefined) {
      throw new Error('nginx is missing: apt-get install -y nginx (Debian package)');
    }
    mkdirSync(join(dir, 'temp'), { recursive: true });
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, main);
    const spawned = new Spawned(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', file], {});
    const nginx = new Nginx(url, spawned);
    try {
      await waitFor(
        () => nginx.answering(probePath),
        READY_WITHIN_MS,
        () => spawned.tail(),
      );
    } catch (error) {
      await spawned.kill();
      throw error;
    }
    return nginx;
  }

  stop(): Promise<void> {
    return this.process.stop();
  }

  private async answering(probePath: string): Promise<true | undefined> {
    if (!this.process.running) throw new Error(`nginx exited:\n${this.process.tail()}`);
    try {
      await fetch(`${this.url}${probePath}`);
      return true;
    } catch {
      return undefined;
    }
  }
}
