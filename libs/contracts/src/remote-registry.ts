import { EntryCheckResultSchema } from './entry-checks';
import { RegistryEntrySchema } from './remotes';
import {
  arrayOf,
  int,
  moment,
  named,
  nullable,
  object,
  oneOfValues,
  text,
  type Static,
} from './schema';

/**
 * The registry kept in the database (issue 19 §2): its versions, how each came about, and
 * what /api/health says of it, and the operator API's answers.
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

/** One entry of a stored registry version: a registry entry as it was published. */
export const RegistryVersionEntrySchema = named('RegistryVersionEntry', RegistryEntrySchema.schema);

/** A stored version of the registry, with how it came about. */
export const RegistryVersionSchema = named(
  'RegistryVersion',
  object({
    id: int(),
    event: oneOfValues(REGISTRY_EVENTS),
    remotes: arrayOf(RegistryVersionEntrySchema),
    created_at: moment(),
    created_by: nullable(text({ description: 'the operator’s email; null for a start-up' })),
    note: nullable(text()),
    checks: nullable(arrayOf(EntryCheckResultSchema)),
    percent: nullable(int({ minimum: 1, maximum: 99 })),
    accounts: nullable(arrayOf(text())),
    from_version: nullable(int({ description: 'the version promoted, dropped or restored' })),
  }),
);
export type RegistryVersion = Static<typeof RegistryVersionSchema>;

/** GET /api/remotes/registry and the answer of promote and rollback. */
export const RegistryStateSchema = named(
  'RegistryState',
  object({
    live: RegistryVersionSchema,
    candidate: nullable(
      object({
        version: RegistryVersionSchema,
        percent: nullable(int()),
        accounts: arrayOf(text()),
      }),
    ),
    source: oneOfValues(REGISTRY_SOURCES),
    problem: nullable(text({ description: 'why this instance’s REMOTES_CONFIG was not used' })),
    revision: int(),
  }),
);
export type RegistryState = Static<typeof RegistryStateSchema>;

/** GET /api/remotes/registry/versions: one page of the history. */
export const RegistryHistorySchema = named(
  'RegistryHistory',
  object({
    items: arrayOf(RegistryVersionSchema),
    total: int(),
    page: int(),
    per_page: int(),
  }),
);
export type RegistryHistory = Static<typeof RegistryHistorySchema>;

/** POST /api/remotes/registry/checks: the checks of each proposed entry. */
export const RegistryChecksSchema = named(
  'RegistryChecks',
  object({ results: arrayOf(EntryCheckResultSchema) }),
);
export type RegistryChecks = Static<typeof RegistryChecksSchema>;

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
