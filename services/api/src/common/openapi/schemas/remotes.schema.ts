import { REMOTE_ENTRY_TYPES } from '@tutor/contracts';
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

const RemoteEntrySchema = named(
  'RemoteEntry',
  object({ entry: text(), type: oneOfValues(REMOTE_ENTRY_TYPES) }),
);

/**
 * GET /remotes.json: `{ "remotes": { "auth": { "entry": "<url>/mf-manifest.json", "type":
 * "manifest" } }, "skipped": [{ "name": "shop", "problem": "…" }] }`.
 */
export const RemotesRegistrySchema = named(
  'RemotesRegistry',
  object(
    {
      remotes: { type: 'object', additionalProperties: RemoteEntrySchema },
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
