import type { RegistrySource } from '@tutor/contracts';
import type { RegistryVersion } from './registry-version.entity';

/** Where a live version came from. */
export function sourceOf(version: Pick<RegistryVersion, 'event' | 'configHash'>): RegistrySource {
  if (version.event !== 'seeded' && version.event !== 'config') return 'operator';
  return version.configHash === null ? 'built_in' : 'config';
}

/** A version as the operator API shows it. */
export interface RegistryVersionView {
  id: number;
  event: RegistryVersion['event'];
  remotes: RegistryVersion['remotes'];
  created_at: number;
  created_by: string | null;
  note: string | null;
  checks: RegistryVersion['checks'];
  percent: number | null;
  accounts: string[] | null;
  from_version: number | null;
}

export function versionView(
  version: RegistryVersion,
  emails: ReadonlyMap<number, string>,
): RegistryVersionView {
  return {
    id: version.id,
    event: version.event,
    remotes: version.remotes,
    created_at: version.createdAt,
    created_by: version.createdBy === null ? null : (emails.get(version.createdBy) ?? null),
    note: version.note,
    checks: version.checks,
    percent: version.percent,
    accounts: version.accounts,
    from_version: version.fromVersionId,
  };
}

/** GET /api/remotes/registry */
export interface RegistryStateView {
  live: RegistryVersionView;
  candidate: {
    version: RegistryVersionView;
    percent: number | null;
    accounts: string[];
  } | null;
  source: RegistrySource;
  problem: string | null;
  revision: number;
}

/** GET /api/remotes/registry/versions */
export interface RegistryHistoryView {
  items: RegistryVersionView[];
  total: number;
  page: number;
  per_page: number;
}
