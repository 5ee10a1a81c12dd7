import { parseRemoteManifest, publicPathUrl } from '../../common/federation/remote-manifest';

/** One `shared[]` item of an mf-manifest.json. */
export interface ManifestShared {
  name: string;
  requiredVersion: string | undefined;
  singleton: boolean;
}

/** What the checks need of a manifest. */
export interface ManifestFacts {
  /** The remoteEntry.js URL; undefined when the manifest names none. */
  remoteEntryUrl: string | undefined;
  exposesRoutes: boolean;
  shared: ManifestShared[];
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const ROUTES = ['routes', './routes'];

function exposesRoutes(json: Record<string, unknown>): boolean {
  const exposes = Array.isArray(json.exposes) ? json.exposes : [];
  return exposes.some((item) => {
    const expose = record(item);
    return ROUTES.includes(String(expose?.name)) || ROUTES.includes(String(expose?.path));
  });
}

function sharedOf(json: Record<string, unknown>): ManifestShared[] {
  const shared = Array.isArray(json.shared) ? json.shared : [];
  return shared.flatMap((item) => {
    const one = record(item);
    if (typeof one?.name !== 'string') return [];
    const range = one.requiredVersion;
    return {
      name: one.name,
      requiredVersion: typeof range === 'string' ? range : undefined,
      singleton: one.singleton === true,
    };
  });
}

/**
 * Reads a manifest's JSON fetched from `manifestUrl`; a string says why it is not a
 * manifest. The remoteEntry.js lies under the manifest's public path (relative paths on
 * the app's origin, `pageBase`).
 */
export function manifestFacts(
  json: unknown,
  manifestUrl: string,
  pageBase: string,
): ManifestFacts | 'not_a_manifest' {
  const manifest = parseRemoteManifest(json);
  const raw = record(json);
  if (typeof manifest === 'string' || raw === undefined) return 'not_a_manifest';
  const entry = manifest.remoteEntry;
  const base = publicPathUrl(manifest, manifestUrl, pageBase);
  const file = entry === undefined ? undefined : [entry.path, entry.name].filter(Boolean).join('/');
  return {
    remoteEntryUrl: file === undefined ? undefined : new URL(file, base).href,
    exposesRoutes: exposesRoutes(raw),
    shared: sharedOf(raw),
  };
}
