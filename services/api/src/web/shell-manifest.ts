import { readFile, readdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * What the shell loads at start besides its entry: its bootstrap chunk (named `bootstrap`
 * in shell/src/index.ts) and its shared modules (react, the router, the libs).
 */
export interface ShellAssets {
  /** `/` for the shell, whose files sit at the site's root. */
  publicPath: string;
  js: string[];
  css: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The synchronous files of the shared modules of the shell's mf-manifest.json. */
export function shellAssetsOf(json: unknown): ShellAssets | undefined {
  if (!isRecord(json) || !isRecord(json.metaData)) return undefined;
  const publicPath = json.metaData.publicPath;
  const assets: ShellAssets = {
    publicPath: typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/',
    js: [],
    css: [],
  };
  for (const module of Array.isArray(json.shared) ? json.shared : []) {
    const files = isRecord(module) && isRecord(module.assets) ? module.assets : {};
    for (const kind of ['js', 'css'] as const) {
      const sync = isRecord(files[kind]) ? strings(files[kind].sync) : [];
      assets[kind].push(...sync.filter((file) => !assets[kind].includes(file)));
    }
  }
  return assets;
}

/** The shell's `bootstrap.<hash>.js|css` beside its manifest. */
const BOOTSTRAP = /^bootstrap\.[0-9a-f]{8,}\.(js|css)$/;

async function withBootstrap(
  assets: ShellAssets | undefined,
  dist: string,
): Promise<ShellAssets | undefined> {
  if (assets === undefined) return undefined;
  const files = await readdir(dist).catch(() => []);
  const bootstrap = files.filter((file) => BOOTSTRAP.test(file)).sort();
  // first, and once: Rspack may list the bootstrap chunk among a shared module's files too
  const first = (kind: 'js' | 'css') => {
    const own = bootstrap.filter((file) => file.endsWith(`.${kind}`));
    return [...own, ...assets[kind].filter((file) => !own.includes(file))];
  };
  return { ...assets, js: first('js'), css: first('css') };
}

/** The shell's manifest, read again only when the file changes (a new build). */
export class ShellManifest {
  private cached: { version: string; assets: Promise<ShellAssets | undefined> } | undefined;

  constructor(private readonly file: string) {}

  async assets(): Promise<ShellAssets | undefined> {
    const version = await stat(this.file).then(
      ({ ino, size, mtimeMs }) => `${ino}:${size}:${mtimeMs}`,
      () => 'missing',
    );
    if (this.cached?.version !== version) {
      const assets =
        version === 'missing'
          ? Promise.resolve(undefined)
          : readFile(this.file, 'utf8').then(
              (text) => withBootstrap(shellAssetsOf(JSON.parse(text)), dirname(this.file)),
              () => undefined,
            );
      this.cached = { version, assets: assets.catch(() => undefined) };
    }
    return this.cached.assets;
  }
}
