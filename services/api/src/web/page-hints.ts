import type { RemoteManifest } from '../common/federation/remote-manifest';
import type { LocatedEntry } from './remotes/remote-manifests.service';
import type { ShellAssets } from './shell-manifest';

/** One `<link>` the page starts loading with. */
export interface PreloadHint {
  href: string;
  rel: 'preload' | 'modulepreload';
  as?: 'script' | 'style' | 'fetch';
  /** Set for the manifest, which the federation runtime fetch()es in CORS mode. */
  crossOrigin?: true;
}

/** The exposed module the shell loads for an area (`<remote>/routes`). */
export const AREA_MODULE = 'routes';

const PAGE = 'http://page.invalid';

/** `file` against `base`, kept relative to the page when the base is. */
function resolve(file: string, base: string): string {
  const url = new URL(file, new URL(base, `${PAGE}/`));
  return url.origin === PAGE ? `${url.pathname}${url.search}` : url.href;
}

const scriptHint = (href: string, module: boolean): PreloadHint =>
  module ? { href, rel: 'modulepreload' } : { href, rel: 'preload', as: 'script' };

const styleHint = (href: string): PreloadHint => ({ href, rel: 'preload', as: 'style' });

/**
 * What the page of an area starts loading: the remote's manifest and entry, and the JS
 * and CSS its `routes` module needs at once (its lazy pages stay lazy, per role).
 */
export function remoteHints(
  registered: LocatedEntry,
  manifest: RemoteManifest | undefined,
): PreloadHint[] {
  if (registered.type !== 'manifest')
    return [scriptHint(resolve(registered.entry, registered.entry), registered.type === 'module')];
  const manifestUrl = resolve(registered.entry, registered.entry);
  const hints: PreloadHint[] = [
    { href: manifestUrl, rel: 'preload', as: 'fetch', crossOrigin: true },
  ];
  if (manifest?.remoteEntry === undefined) return hints;
  const { publicPath = 'auto', remoteEntry } = manifest;
  const base = publicPath === 'auto' ? manifestUrl : publicPath;
  const module = remoteEntry.type === 'module' || remoteEntry.type === 'esm';
  const entryPath = remoteEntry.path === '' ? '' : `${remoteEntry.path.replace(/\/$/, '')}/`;
  hints.push(scriptHint(resolve(entryPath + remoteEntry.name, base), module));
  const area = manifest.exposes.find(({ name }) => name === AREA_MODULE);
  for (const file of area?.js ?? []) hints.push(scriptHint(resolve(file, base), module));
  for (const file of area?.css ?? []) hints.push(styleHint(resolve(file, base)));
  return hints;
}

/** The shell's shared modules (react, the router, the libs), all needed at start. */
export function shellHints(assets: ShellAssets | undefined): PreloadHint[] {
  if (assets === undefined) return [];
  return [
    ...assets.js.map((file) => scriptHint(resolve(file, assets.publicPath), false)),
    ...assets.css.map((file) => styleHint(resolve(file, assets.publicPath))),
  ];
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function linkTag(hint: PreloadHint): string {
  const as = hint.as === undefined ? '' : ` as="${hint.as}"`;
  const cors = hint.crossOrigin === true ? ' crossorigin' : '';
  return `<link rel="${hint.rel}" href="${escapeAttribute(hint.href)}"${as}${cors}>`;
}
