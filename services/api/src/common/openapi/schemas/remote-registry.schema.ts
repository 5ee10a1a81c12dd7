import {
  AREA_ROLES,
  ENTRY_CHECK_CODES,
  ENTRY_CHECK_KINDS,
  NAV_ICONS,
  REGISTRY_EVENTS,
  REGISTRY_SOURCES,
  REMOTE_ENTRY_TYPES,
} from '@tutor/contracts';
import {
  arrayOf,
  bool,
  int,
  moment,
  named,
  nullable,
  object,
  oneOfValues,
  text,
} from '../json-schema';

/** One entry of a stored registry version (contracts' RegistryEntry). */
const RegistryVersionEntrySchema = named(
  'RegistryVersionEntry',
  object(
    {
      name: text(),
      entry: text(),
      type: oneOfValues(REMOTE_ENTRY_TYPES),
      areas: arrayOf(
        object(
          {
            path: text(),
            nav: object({ ru: text(), en: text(), icon: oneOfValues(NAV_ICONS) }, ['icon']),
            roles: arrayOf(oneOfValues(AREA_ROLES)),
          },
          ['nav', 'roles'],
        ),
      ),
      integrity: text(),
    },
    ['integrity'],
  ),
);

/** RegistryEntryChecks' answer for one entry. */
export const EntryCheckResultSchema = named(
  'EntryCheckResult',
  object({
    name: text(),
    ok: bool(),
    checks: arrayOf(
      object({
        kind: oneOfValues(ENTRY_CHECK_KINDS),
        ok: bool(),
        message: text(),
        code: oneOfValues(ENTRY_CHECK_CODES),
        params: { type: 'object', additionalProperties: text() },
      }),
    ),
  }),
);

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

export const RegistryHistorySchema = named(
  'RegistryHistory',
  object({
    items: arrayOf(RegistryVersionSchema),
    total: int(),
    page: int(),
    per_page: int(),
  }),
);

export const RegistryChecksSchema = named(
  'RegistryChecks',
  object({ results: arrayOf(EntryCheckResultSchema) }),
);

export { RegistryHealthSchema } from '@tutor/contracts';
