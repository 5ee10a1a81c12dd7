import type { RemoteProbe } from '@tutor/contracts';
import type { RemoteManifest } from '../../common/federation/remote-manifest';

/** What a probe needs to ask of a URL: its status and whether this origin may read it. */
export interface ProbeAnswer {
  ok: boolean;
  status: number;
  /** The Access-Control-Allow-Origin it answered (null without one). */
  allowOrigin: string | null;
}

export const NOT_PROBED: RemoteProbe = { manifest: null, entry: null, cors: null, routes: null };

/** Whether `answer` lets a page of `pageOrigin` read `url` (always, on the page's origin). */
export function corsAllows(url: string, pageOrigin: string, answer: ProbeAnswer): boolean | null {
  if (new URL(url).origin === pageOrigin) return null;
  return answer.allowOrigin === '*' || answer.allowOrigin === pageOrigin;
}

/** Whether the manifest exposes `./routes`, the module every remote must have. */
export function exposesRoutes(manifest: RemoteManifest): boolean {
  return manifest.exposes.some((expose) => expose.name === 'routes' || expose.name === './routes');
}

/** The remoteEntry.js a manifest names, as a URL. */
export function remoteEntryUrl(manifest: RemoteManifest, publicPath: string): string | undefined {
  const entry = manifest.remoteEntry;
  if (entry === undefined) return undefined;
  const path = entry.path === '' ? '' : `${entry.path.replace(/\/$/, '')}/`;
  return new URL(`${path}${entry.name}`, publicPath).href;
}

/** The first failed check of a probe, in words for the operators; null when all passed. */
export function probeProblem(probe: RemoteProbe, entryUrl: string | undefined): string | null {
  if (probe.manifest === false) return 'the manifest did not answer';
  if (probe.entry === false) return `the remote entry ${entryUrl ?? ''} did not answer`.trim();
  if (probe.cors === false) return 'the remote does not allow this origin (CORS)';
  if (probe.routes === false) return 'the manifest does not expose ./routes';
  return null;
}
