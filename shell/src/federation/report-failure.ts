import { http } from '@tutor/api-client';
import { isRemoteName } from '@tutor/contracts';

const reported = new Set<string>();

/** Tells the API (and the console) once per remote and message that a remote broke. */
export function reportRemoteFailure(remote: string, message: string): void {
  const key = `${remote}|${message}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`Remote "${remote}" failed: ${message}`);
  if (!isRemoteName(remote)) return;
  http
    .post('/api/client-errors', {
      remote,
      message: message.slice(0, 2000),
      url: location.href.slice(0, 2000),
    })
    .catch(() => undefined);
}
