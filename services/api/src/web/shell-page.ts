import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  INJECTED_REGISTRY_ID,
  SIGN_IN_PATHS,
  entryForPath,
  isUnder,
  type ServedRegistry,
} from '@tutor/contracts';
import type { Request, RequestHandler } from 'express';
import { NO_CACHE } from './cache-control';
import { linkTag, remoteHints, shellHints, type PreloadHint } from './page-hints';
import type { RemoteManifest } from '../common/federation/remote-manifest';
import type { LocatedEntry } from './remotes/remote-manifests.service';
import { viewerOf, type RegistryViewer } from './remotes/remotes-registry.service';
import { ShellManifest } from './shell-manifest';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the page needs of RemotesRegistryService and RemoteManifestsService. */
export interface PageSources {
  registry: {
    read(viewer?: RegistryViewer): Promise<ServedRegistry>;
    /** The registry as the browser loads it; undefined while a manifest is not probed. */
    forBrowser(registry: ServedRegistry, waitForProbes: false): Promise<ServedRegistry | undefined>;
  };
  manifests: {
    /** The last check, at once; undefined while the first runs in the background. */
    lastCheck(
      remote: LocatedEntry,
    ): { reachable: true; manifest: RemoteManifest | undefined } | { reachable: false } | undefined;
  };
}

/** Paths of the shell's own pages besides / (the rest belong to registry entries). */
const SHELL_PATHS = ['/index.html', '/settings', '/notifications', '/operator', ...SIGN_IN_PATHS];

/** Whether the shell or an entry of `registry` owns `pathname` (without one, every path). */
export function isPagePath(pathname: string, registry: ServedRegistry | undefined): boolean {
  if (registry === undefined || pathname === '/') return true;
  if (SHELL_PATHS.some((area) => isUnder(pathname, area))) return true;
  return entryForPath(registry.remotes, pathname) !== undefined;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Compressed pages kept: a few areas × registry versions × encodings. */
const MAX_CACHED = 48;

/** `<` never appears raw, so the JSON cannot close its script element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shell's index.html with the registry and the area's preload hints in its head. */
export function injectPage(template: string, registry: unknown, hints: PreloadHint[]): string {
  const registryScript =
    registry === undefined
      ? ''
      : `<script id="${INJECTED_REGISTRY_ID}" type="application/json">${jsonForScript(registry)}</script>`;
  const head = [...hints.map(linkTag), registryScript].join('');
  const headEnd = template.search(/<\/head>/i);
  const at = headEnd >= 0 ? headEnd : template.search(/<body[\s>]/i);
  return at < 0 ? template + head : template.slice(0, at) + head + template.slice(at);
}

function encodingFor(req: Request): Encoding {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
}

async function encode(html: string, encoding: Encoding): Promise<Buffer> {
  const body = Buffer.from(html);
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  if (encoding === 'gzip') return gzipped(body, { level: constants.Z_BEST_COMPRESSION });
  return body;
}

/**
 * The shell's page as the API serves it: index.html with the registry of the moment
 * injected as the browser loads it (no /remotes.json round trip before the shell can
 * start, unless a manifest has not been probed yet) and preload hints for
 * the shell's shared modules and for the remote entry and first chunks of the area the URL
 * belongs to, read from the manifests. Compressed once per distinct page and encoding.
 */
export class ShellPage {
  private template: { version: string; text: Promise<string> } | undefined;
  private readonly encoded = new Map<string, Promise<Buffer>>();
  private readonly shellManifest: ShellManifest;

  constructor(
    private readonly shellDist: string,
    private readonly sources: PageSources,
  ) {
    this.shellManifest = new ShellManifest(join(shellDist, 'mf-manifest.json'));
  }

  /**
   * The page for `pathname` (its area decides the hints), and 404 when neither the shell
   * nor a registry entry owns the path (the shell then shows its "not found").
   */
  async page(
    pathname: string,
    viewer?: RegistryViewer,
  ): Promise<{ html: string; status: 200 | 404 }> {
    const [template, registry] = await Promise.all([
      this.readTemplate(),
      this.sources.registry.read(viewer).catch(() => undefined),
    ]);
    // without a registry the shell fetches /remotes.json, which waits for the first probes
    const injected =
      registry === undefined
        ? undefined
        : await this.sources.registry.forBrowser(registry, false).catch(() => undefined);
    const html = injectPage(template, injected, await this.hints(pathname, registry));
    return { html, status: isPagePath(pathname, registry) ? 200 : 404 };
  }

  async hints(pathname: string, registry: ServedRegistry | undefined): Promise<PreloadHint[]> {
    const entry = entryForPath(registry?.remotes ?? [], pathname)?.entry;
    const remote = entry?.type === 'manifest' ? this.lastManifest(entry) : undefined;
    const shell = await this.shellManifest.assets();
    return [...shellHints(shell), ...(entry === undefined ? [] : remoteHints(entry, remote))];
  }

  /**
   * The entry's manifest as last probed. The page never waits on a probe: before the
   * first one has answered it goes without the remote's hints, and the probe runs behind.
   */
  private lastManifest(entry: LocatedEntry): RemoteManifest | undefined {
    const check = this.sources.manifests.lastCheck(entry);
    return check?.reachable === true ? check.manifest : undefined;
  }

  handler(): RequestHandler {
    return (req, res, next) => {
      const encoding = encodingFor(req);
      this.page(req.path, viewerOf(req))
        .then(async ({ html, status }) => ({
          status,
          body: await this.encodedPage(html, encoding),
        }))
        .then(({ status, body }) => {
          res.status(status).vary('Accept-Encoding');
          res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_CACHE });
          if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
          res.send(body);
        })
        .catch(next);
    };
  }

  private encodedPage(html: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha1').update(html).digest('base64')}`;
    let body = this.encoded.get(key);
    if (body === undefined) {
      body = encode(html, encoding);
      this.encoded.set(key, body);
      body.catch(() => this.encoded.delete(key));
      if (this.encoded.size > MAX_CACHED)
        this.encoded.delete(this.encoded.keys().next().value ?? key);
    }
    return body;
  }

  private async readTemplate(): Promise<string> {
    const file = join(this.shellDist, 'index.html');
    const { ino, size, mtimeMs } = await stat(file);
    const version = `${ino}:${size}:${mtimeMs}`;
    if (this.template?.version !== version) {
      const text = readFile(file, 'utf8');
      this.template = { version, text };
      text.catch(() => (this.template = undefined));
    }
    return this.template.text;
  }
}
