import type { JsonAnswer, JsonBody } from '@tutor/api-client';

/** GET /api/remotes/registry: the live version, the candidate beside it, a refused file. */
export type RegistryState = JsonAnswer<'/api/remotes/registry', 'get'>;
/** One version of the registry, with how it came about. */
export type RegistryVersion = RegistryState['live'];
/** The candidate: its version and to whom it is served (a canary share or accounts). */
export type RegistryCandidate = NonNullable<RegistryState['candidate']>;
/** GET /api/remotes/registry/versions */
export type RegistryHistoryPage = JsonAnswer<'/api/remotes/registry/versions', 'get'>;
/** POST /api/remotes/registry/versions */
export type PublishBody = JsonBody<'/api/remotes/registry/versions', 'post'>;

export const ROLLOUT_TARGETS = ['all', 'canary', 'preview'] as const;
export type RolloutTarget = (typeof ROLLOUT_TARGETS)[number];
