import type { RegistryEntry } from '@tutor/contracts';
import type { NewVersion } from './registry.store';

/** A version row to add: `fields` say what differs from a bare one. */
export function newVersion(
  createdAt: number,
  event: NewVersion['event'],
  remotes: RegistryEntry[],
  fields: Partial<NewVersion> = {},
): NewVersion {
  return {
    event,
    remotes,
    createdAt,
    createdBy: null,
    note: null,
    checks: null,
    percent: null,
    accounts: null,
    fromVersionId: null,
    previousLiveId: null,
    configHash: null,
    ...fields,
  };
}
