import { AREA_ROLES, NAV_ICONS, REMOTE_ENTRY_TYPES } from '@tutor/contracts';
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

const RemoteAreaSchema = named(
  'RemoteArea',
  object(
    {
      path: text(),
      nav: named(
        'RemoteAreaNav',
        object({ ru: text(), en: text(), icon: oneOfValues(NAV_ICONS) }, ['icon']),
      ),
      roles: arrayOf(oneOfValues(AREA_ROLES)),
    },
    ['nav', 'roles'],
  ),
);

export const RegistryEntrySchema = named(
  'RegistryEntry',
  object(
    {
      name: text(),
      entry: text(),
      type: oneOfValues(REMOTE_ENTRY_TYPES),
      areas: arrayOf(RemoteAreaSchema),
      integrity: text(),
    },
    ['integrity'],
  ),
);

/**
 * GET /remotes.json: `{ "version": 0, "remotes": [{ "name": "auth", "entry":
 * "/remotes/auth/mf-manifest.json", "type": "manifest", "areas": [{ "path": "/login" }] }],
 * "skipped": [{ "name": "shop", "problem": "…" }] }`.
 */
export const ServedRegistrySchema = named(
  'ServedRegistry',
  object(
    {
      version: int({ minimum: 0 }),
      remotes: arrayOf(RegistryEntrySchema),
      skipped: arrayOf(object({ name: text(), problem: text() })),
      load_timeout_ms: int(),
    },
    ['load_timeout_ms'],
  ),
);

/** GET /api/remotes/status */
export const RemotesStatusSchema = named(
  'RemotesStatus',
  object({
    remotes: arrayOf(
      named(
        'RemoteStatus',
        object({
          name: text(),
          entry: nullable(text()),
          type: nullable(oneOfValues(REMOTE_ENTRY_TYPES)),
          reachable: bool(),
          version: nullable(text()),
          build: nullable(text()),
          problem: nullable(text()),
          failures_last_hour: int({ minimum: 0 }),
        }),
      ),
    ),
    checked_at: moment(),
  }),
);
