import type { EntryCheckCode, EntryCheckKind } from '@tutor/contracts';
import type { EntryCheck } from './entry-check.types';

type Params = Record<string, string>;

const MESSAGES: Record<EntryCheckCode, (p: Params) => string> = {
  reachable: (p) => `${p.url} answered`,
  timeout: (p) => `${p.url} did not answer within ${p.seconds} s`,
  unreachable: (p) => `${p.url} could not be reached: ${p.reason}`,
  http_status: (p) => `${p.url} answered ${p.status}`,
  too_large: (p) => `${p.url} is larger than ${p.megabytes} MB`,
  not_json: (p) => `${p.url} is not valid JSON`,
  not_a_manifest: (p) => `${p.url} is not an mf-manifest.json (no name and metaData)`,
  no_remote_entry: (p) => `${p.url} names no remoteEntry in its metaData`,
  same_origin: () => "served from the app's own origin",
  cors_allowed: (p) => `${p.url} allows ${p.origin}`,
  cors_missing: (p) => `${p.url} sends no Access-Control-Allow-Origin for ${p.origin}`,
  cors_other_origin: (p) => `${p.url} allows ${p.allowed}, not ${p.origin}`,
  routes_exposed: () => 'exposes ./routes',
  routes_missing: () => 'the manifest does not expose ./routes',
  routes_unchecked: () =>
    'a remoteEntry.js without a manifest: ./routes cannot be checked before the shell loads it',
  shared_satisfied: () => "every module the shell shares satisfies the remote's range",
  shared_mismatch: (p) => `${p.module}: asks ${p.asks}, the shell has ${p.has}`,
  shared_bad_range: (p) => `${p.module}: the range ${p.asks} cannot be read`,
  integrity_matches: (p) => `${p.url} matches its integrity`,
  integrity_mismatch: (p) => `${p.url} does not match its integrity (${p.algorithm})`,
  integrity_unchecked: () => 'remoteEntry.js could not be fetched, so its integrity is unchecked',
};

export function passed(kind: EntryCheckKind, code: EntryCheckCode, params: Params = {}) {
  return coded(kind, true, code, params);
}

export function failed(kind: EntryCheckKind, code: EntryCheckCode, params: Params = {}) {
  return coded(kind, false, code, params);
}

function coded(
  kind: EntryCheckKind,
  ok: boolean,
  code: EntryCheckCode,
  params: Params,
): EntryCheck {
  return { kind, ok, message: MESSAGES[code](params), code, params };
}
