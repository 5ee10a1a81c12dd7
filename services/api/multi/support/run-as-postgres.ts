import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PostgreSQL's servers and PgBouncer refuse to run as root: as root, the suite runs them as
 * the `postgres` user (Debian's packages make it); as anyone else, as that user.
 */
export function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string): number =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A new temp folder the servers' user owns. */
export function serverTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const user = serverUser();
  if (user !== undefined) chownSync(dir, user.uid, user.gid);
  return dir;
}
