import type { RemoteManifest } from '../common/federation/remote-manifest';
import type { LocatedEntry } from './remotes/remote-manifests.service';
import type { ShellAssets } from './shell-manifest';

/** One `<link>` the page starts loading with. */
export interface PreloadHint {
  href: string;
  rel: 'preload' | 'modulepreload';
  as?: 'script' | 'style';
}

/** The exposed module the shell loads for an area (`<remote>/routes`). */
export const AREA_MODULE = 'routes';

const PAGE = 'http://page.invalid';

/** `file` against `base`, kept relative to the page when the base is. */
export function relativeToPage(file: string, base: string): string {
  const url = new URL(file, new URL(base, `${PAGE}/`));
  return url.origin === PAGE ? `${url.pathname}${url.search}` : url.href;
}

const scriptHint = (href: string, module: boolean): PreloadHint =>
  module ? { href, rel: 'modulepreload' } : { href, rel: 'preload', as: 'script' };

const styleHint = (href: string): PreloadHint => ({ href, rel: 'preload', as: 'style' });

/**
 * What the page of an area starts loading: the remote's entry, and the JS and CSS its
 * `routes` module needs at once (its lazy pages stay lazy, per role). The browser reads
 * no manifest (it is given the remoteEntry.js), so the manifest is not hinted.
 */
export function remoteHints(
  registered: LocatedEntry,
  manifest: RemoteManifest | undefined,
): PreloadHint[] {
  if (registered.type !== 'manifest')
    return [
      scriptHint(relativeToPage(registered.entry, registered.entry), registered.type === 'module'),
    ];
  if (manifest?.remoteEntry === undefined) return [];
  const { publicPath = 'auto', remoteEntry } = manifest;
  const base = publicPath === 'auto' ? registered.entry : publicPath;
  const module = remoteEntry.type === 'module' || remoteEntry.type === 'esm';
  const entryPath = remoteEntry.path === '' ? '' : `${remoteEntry.path.replace(/\/$/, '')}/`;
  const hints = [scriptHint(relativeToPage(entryPath + remoteEntry.name, base), module)];
  const area = manifest.exposes.find(({ name }) => name === AREA_MODULE);
  for (const file of area?.js ?? []) hints.push(scriptHint(relativeToPage(file, base), module));
  for (const file of area?.css ?? []) hints.push(styleHint(relativeToPage(file, base)));
  return hints;
}

/** The shell's shared modules (react, the router, the libs), all needed at start. */
export function shellHints(assets: ShellAssets | undefined): PreloadHint[] {
  if (assets === undefined) return [];
  return [
    ...assets.js.map((file) => scriptHint(relativeToPage(file, assets.publicPath), false)),
    ...assets.css.map((file) => styleHint(relativeToPage(file, assets.publicPath))),
  ];
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function linkTag(hint: PreloadHint): string {
  const as = hint.as === undefined ? '' : ` as="${hint.as}"`;
  return `<link rel="${hint.rel}" href="${escapeAttribute(hint.href)}"${as}>`;
}
