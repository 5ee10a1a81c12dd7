import { http } from '@tutor/api-client';
import { REMOTE_NAME_PATTERN, type RemoteFailureKind } from '@tutor/contracts';
import { versionOf } from './remote-versions';

/** What went wrong (see REMOTE_FAILURE_KINDS). */
export type FailureKind = RemoteFailureKind;

const reported = new Set<string>();

/** What bootstrap reports a registry that could not be read under: no entry of it. */
const REGISTRY_ITSELF = 'registry';

const isEntryName = (name: string): boolean =>
  name !== REGISTRY_ITSELF && REMOTE_NAME_PATTERN.test(name);

/**
 * Tells the API once per page view, remote and kind of failure that a remote broke (the
 * runtime, the loader and the error boundary may each see the same failure: it counts
 * once), with the build version its manifest names; the console hears every distinct
 * message. `remote` is its registry name; what is none (a URL the runtime could not name,
 * the registry itself) stays in the console.
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
  if (!isEntryName(remote) || reported.has(counted)) return;
  reported.add(counted);
  const version = versionOf(remote);
  http
    .post('/api/client-errors', {
      remote,
      kind,
      message: message.slice(0, 2000),
      url: location.href.slice(0, 2000),
      ...(version === undefined ? {} : { version }),
    })
    .catch(() => undefined);
}
