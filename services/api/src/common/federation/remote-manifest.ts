/** What the shell and the API read of a remote's mf-manifest.json. */
export interface RemoteManifest {
  name: string;
  /** 'auto' (next to the manifest), an absolute URL or a path on the page's origin. */
  publicPath: string | undefined;
  buildVersion: string | undefined;
  /** The global its classic-script remoteEntry.js defines (the remote's name by default). */
  globalName: string | undefined;
  buildName: string | undefined;
  /** The remoteEntry.js file, relative to the public path, and how it loads. */
  remoteEntry: { name: string; path: string; type: string } | undefined;
  /** Each exposed module's synchronous JS and CSS files, relative to the public path. */
  exposes: { name: string; js: string[]; css: string[] }[];
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function exposeOf(value: unknown): RemoteManifest['exposes'][number] | [] {
  const expose = record(value);
  const name = text(expose?.name);
  if (expose === undefined || name === undefined) return [];
  const assets = record(expose.assets);
  return {
    name,
    js: texts(record(record(assets?.js))?.sync),
    css: texts(record(record(assets?.css))?.sync),
  };
}

/** Reads a manifest's JSON; a string says why it is not one. */
export function parseRemoteManifest(json: unknown): RemoteManifest | string {
  const manifest = record(json);
  const metaData = record(manifest?.metaData);
  const name = text(manifest?.name) ?? text(metaData?.name);
  if (manifest === undefined || metaData === undefined || name === undefined) {
    return 'is not an mf-manifest.json (no name and metaData)';
  }
  const buildInfo = record(metaData.buildInfo);
  const entry = record(metaData.remoteEntry);
  const entryName = text(entry?.name);
  return {
    name,
    publicPath: text(metaData.publicPath),
    buildVersion: text(buildInfo?.buildVersion),
    globalName: text(metaData.globalName),
    buildName: text(buildInfo?.buildName),
    remoteEntry:
      entryName === undefined
        ? undefined
        : { name: entryName, path: text(entry?.path) ?? '', type: text(entry?.type) ?? 'global' },
    exposes: Array.isArray(manifest.exposes) ? manifest.exposes.flatMap(exposeOf) : [],
  };
}

/**
 * Where a remote's files come from, given its manifest's URL: `auto` means next to the
 * manifest; a relative public path is on the page's origin (`pageBase`).
 */
export function publicPathUrl(
  manifest: RemoteManifest,
  manifestUrl: string,
  pageBase: string,
): string {
  const path = manifest.publicPath;
  if (path === undefined || path === 'auto')
    return new URL('.', new URL(manifestUrl, pageBase)).href;
  return new URL(path, pageBase).href;
}
