import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Spawned, waitFor } from './processes';

/** Debian's nginx; `.ci/run` installs the package when it is missing. */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const READY_WITHIN_MS = 10_000;
/** The answer header naming the instance that served a request (nginx's $upstream_addr). */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * The load balancer's configuration: round robin over the API ports, the client address in
 * X-Forwarded-For (the API trusts one hop), everything it writes inside `dir`.
 */
function config(dir: string, port: number, upstreams: readonly number[]): string {
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
  upstream api {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 50m;
    location / {
      proxy_pass http://api;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** nginx in the foreground, as the suite's child, with its own config and paths in `dir`. */
export class Nginx {
  private constructor(
    readonly url: string,
    private readonly process: Spawned,
  ) {}

  /** Listens on 127.0.0.1:`port`, balancing over the `upstreams` ports. */
  static async start(dir: string, port: number, upstreams: readonly number[]): Promise<Nginx> {
    if (NGINX === undefined) {
      throw new Error('nginx is missing: apt-get install -y nginx (Debian package)');
    }
    mkdirSync(join(dir, 'temp'), { recursive: true });
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, config(dir, port, upstreams));
    const spawned = new Spawned(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', file], {});
    const nginx = new Nginx(`http://127.0.0.1:${port}`, spawned);
    try {
      await waitFor(
        () => nginx.answering(),
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

  private async answering(): Promise<true | undefined> {
    if (!this.process.running) throw new Error(`nginx exited:\n${this.process.tail()}`);
    try {
      await fetch(`${this.url}/api/health`);
      return true;
    } catch {
      return undefined;
    }
  }
}
