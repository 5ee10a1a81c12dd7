import type { EntryCheckResultView, RegistryEntry } from '@tutor/contracts';

/*
 * The operator registry API's answers (developer B's remote-registry module). Once that
 * module is in the OpenAPI document, these become JsonAnswer<…> of @tutor/api-client.
 */

export interface RegistryAuthor {
  id: number;
  email: string;
}

/** One version of the registry, with how it came about. */
export interface RegistryVersion {
  id: number;
  remotes: RegistryEntry[];
  created_at: string;
  created_by: RegistryAuthor | null;
  note: string | null;
  checks: EntryCheckResultView[];
  /** seeded, config, published, canary, preview, promoted, rolled_back, restored, refused. */
  event: string;
}

export type RegistryRollout = { percent: number } | { accounts: string[] };

export interface RegistryCandidate extends RegistryVersion {
  rollout: RegistryRollout;
}

/** GET /api/remotes/registry */
export interface RegistryState {
  live: RegistryVersion;
  candidate: RegistryCandidate | null;
  /** Why the last registry change (a REMOTES_CONFIG at start-up) was refused; null when none. */
  problem: string | null;
  revision: number | string;
}

/** GET /api/remotes/registry/versions?page= */
export interface RegistryHistoryPage {
  items: RegistryVersion[];
  total: number;
}

export const ROLLOUT_TARGETS = ['all', 'canary', 'preview'] as const;
export type RolloutTarget = (typeof ROLLOUT_TARGETS)[number];

/** POST /api/remotes/registry/versions */
export interface PublishBody {
  remotes: RegistryEntry[];
  rollout: { to: RolloutTarget; percent?: number; accounts?: string[] };
  override_note?: string;
}
