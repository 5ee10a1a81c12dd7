import { int, named, nullable, object, oneOfValues, text, type Static } from './schema';

/**
 * The registry kept in the database (issue 19 §2): its versions, how each came about, and
 * what /api/health says of it. The operator API's shapes come from the OpenAPI document.
 */

/** How a registry version came about. */
export const REGISTRY_EVENTS = [
  /** The first version: the built-in registry or REMOTES_CONFIG at the first start. */
  'seeded',
  /** REMOTES_CONFIG differed from the version seen before, at a start. */
  'config',
  'published',
  'canary',
  'preview',
  'promoted',
  'rolled_back',
  'restored',
  /** An operator's proposal the checks refused (kept for the history). */
  'refused',
] as const;
export type RegistryEvent = (typeof REGISTRY_EVENTS)[number];

/** Where the live version came from: the built-in entries, REMOTES_CONFIG or an operator. */
export const REGISTRY_SOURCES = ['built_in', 'config', 'operator'] as const;
export type RegistrySource = (typeof REGISTRY_SOURCES)[number];

/** Who a publication is for. */
export const REGISTRY_ROLLOUTS = ['all', 'canary', 'preview'] as const;
export type RegistryRolloutTo = (typeof REGISTRY_ROLLOUTS)[number];

/** The registry part of GET /api/health. */
export const RegistryHealthSchema = named(
  'RegistryHealth',
  object({
    /** The live version's id. */
    version: int(),
    /** A canary or preview version beside the live one. */
    candidate: nullable(
      object({ version: int(), percent: nullable(int()), accounts: int({ minimum: 0 }) }),
    ),
    source: oneOfValues(REGISTRY_SOURCES),
    /** Why this instance's REMOTES_CONFIG was not used at start-up; null when it was fine. */
    problem: nullable(text()),
  }),
);
export type RegistryHealth = Static<typeof RegistryHealthSchema>;
