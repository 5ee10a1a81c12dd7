import { createHash } from 'node:crypto';
import { SHARED_MODULES } from '@tutor/remote-contract';
import type { EntryCheck } from './entry-check.types';
import { failed, passed } from './entry-check-messages';
import type { FetchedFile } from './fetch-file';
import type { ManifestShared } from './manifest-facts';
import { satisfies } from './semver-range';

/** Files on another origin must allow the app's origin (or any) to read them. */
export function corsCheck(files: FetchedFile[], appOrigin: string): EntryCheck {
  const foreign = files.filter((file) => new URL(file.url).origin !== appOrigin);
  for (const file of foreign) {
    const params = { url: file.url, origin: appOrigin };
    if (file.allowOrigin === null) return failed('cors', 'cors_missing', params);
    if (file.allowOrigin !== '*' && file.allowOrigin !== appOrigin) {
      return failed('cors', 'cors_other_origin', { ...params, allowed: file.allowOrigin });
    }
  }
  const last = foreign.at(-1);
  return last === undefined
    ? passed('cors', 'same_origin')
    : passed('cors', 'cors_allowed', { url: last.url, origin: appOrigin });
}

const shellVersionOf = (name: string): string | undefined =>
  Object.entries(SHARED_MODULES).find(([shared]) => shared === name)?.[1].version;

/** Every module the shell shares must satisfy the range the remote asks for it. */
export function sharedChecks(shared: ManifestShared[]): EntryCheck[] {
  const problems = shared.flatMap((module) => {
    const has = shellVersionOf(module.name);
    if (has === undefined || module.requiredVersion === undefined) return [];
    const params = { module: module.name, asks: module.requiredVersion, has };
    const fits = satisfies(has, module.requiredVersion);
    if (fits === undefined) return failed('shared', 'shared_bad_range', params);
    return fits ? [] : failed('shared', 'shared_mismatch', params);
  });
  return problems.length > 0 ? problems : [passed('shared', 'shared_satisfied')];
}

const DIGESTS = ['sha256', 'sha384', 'sha512'];

/** The remoteEntry.js bytes' digest against the entry's `sha…-<base64>` integrity. */
export function integrityCheck(integrity: string, file: FetchedFile | undefined): EntryCheck {
  if (file === undefined) return failed('integrity', 'integrity_unchecked');
  const [algorithm = '', expected = ''] = integrity.split(/-(.*)/s);
  if (!DIGESTS.includes(algorithm)) {
    return failed('integrity', 'integrity_mismatch', { url: file.url, algorithm });
  }
  const actual = createHash(algorithm).update(file.bytes).digest('base64');
  return actual === expected
    ? passed('integrity', 'integrity_matches', { url: file.url })
    : failed('integrity', 'integrity_mismatch', { url: file.url, algorithm });
}
