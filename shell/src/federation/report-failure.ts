import { http } from '@tutor/api-client';
import { REMOTE_NAME_PATTERN } from '@tutor/contracts';

/**
 * What went wrong: `load` the remote did not load, `shape` it loaded without the exports a
 * remote must have, `shared` a shared package's version does not fit its range.
 */
export type FailureKind = 'load' | 'shape' | 'shared';

const reported = new Set<string>();

/**
 * Tells the API once per page view, remote and kind of failure that a remote broke (the
 * runtime, the loader and the error boundary may each see the same failure: it counts
 * once); the console hears every distinct message. `remote` is its registry name; what
 * cannot be one (e.g. a URL) stays in the console.
 */
export function reportRemoteFailure(
  remote: string,
  message: string,
  kind: FailureKind = 'load',
): void {
  const logged = `${remote}|${kind}|${message}`;
  if (reported.has(logged)) return;
  reported.add(logged);
  const text = `Remote "${remote}" ${kind === 'shared' ? 'shares a mismatched version' : 'failed'}: ${message}`;
  if (kind === 'shared') console.warn(text);
  else console.error(text);
  const counted = `${remote}|${kind}`;
  if (!REMOTE_NAME_PATTERN.test(remote) || reported.has(counted)) return;
  reported.add(counted);
  http
    .post('/api/client-errors', {
      remote,
      kind,
      message: message.slice(0, 2000),
      url: location.href.slice(0, 2000),
    })
    .catch(() => undefined);
}
