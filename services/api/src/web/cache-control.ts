import { basename } from 'node:path';

/** Files whose name stays the same across builds: the browser must revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** `main.3f2a1b9c.js`, `123.a1b2c3d4e5f60718.css`: rspack's [contenthash] in the name. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** A remote build's own folder (`builds/<id>/`, .config/rspack/versioned-build-plugin.ts). */
const BUILD_FOLDER = /[\\/]builds[\\/][0-9a-f]{12}[\\/]/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Entry files revalidate every time; content-hashed files and everything in a build's
 * folder (never rebuilt in place) live a year; others revalidate.
 */
export function cacheControlFor(filePath: string): string {
  if (BUILD_FOLDER.test(filePath)) return IMMUTABLE;
  const name = basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
