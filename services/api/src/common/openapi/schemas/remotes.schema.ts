import { REMOTE_ENTRY_TYPES, REMOTE_FAILURE_KINDS } from '@tutor/contracts';
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
  type JsonSchema,
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

const checkResult = (): JsonSchema => nullable(bool());

const RemoteProbeSchema = named(
  'RemoteProbe',
  object({
    manifest: checkResult(),
    entry: checkResult(),
    cors: checkResult(),
    routes: checkResult(),
  }),
);

const RemoteVersionFailuresSchema = named(
  'RemoteVersionFailures',
  object({
    version: text(),
    counts: object(
      Object.fromEntries(REMOTE_FAILURE_KINDS.map((kind) => [kind, int({ minimum: 0 })])),
    ),
    last_messages: arrayOf(
      named(
        'RemoteFailureMessage',
        object({
          kind: oneOfValues(REMOTE_FAILURE_KINDS),
          message: text(),
          browser: nullable(text()),
          at: moment(),
        }),
      ),
    ),
  }),
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
          probe: RemoteProbeSchema,
          failures: arrayOf(RemoteVersionFailuresSchema),
        }),
      ),
    ),
    checked_at: moment(),
  }),
);
