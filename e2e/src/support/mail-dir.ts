import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from './mailbox';

/** The decoded sources of the .eml files in `dir` sent to `to`, oldest first. */
function mailsTo(dir: string, to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => decode(readFileSync(join(dir, file), 'utf8')))
    .filter((source) =>
      source
        .toLowerCase()
        .split(/\r?\n/)
        .some((line) => line.startsWith('to:') && line.includes(to.toLowerCase())),
    );
}

/**
 * Waits until the product (without SMTP_URL, its mail in MAIL_DIR) has mailed `to` a
 * `pattern` link beyond the first `seen` ones, and answers the newest.
 */
export async function mailedLink(
  dir: string,
  to: string,
  pattern: RegExp,
  seen = 0,
  timeout = 10_000,
): Promise<string> {
  const until = Date.now() + timeout;
  for (;;) {
    const links = mailsTo(dir, to).flatMap((source) => pattern.exec(source)?.[0] ?? []);
    const newest = links.length > seen ? links.at(-1) : undefined;
    if (newest !== undefined) return newest;
    if (Date.now() > until) throw new Error(`No new link to ${to} in ${dir} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link that verifies an address (GET /api/account/email/verify). */
export const VERIFICATION_LINK =
  /https?:\/\/[^\s"<>]+\/api\/account\/email\/verify\?token=[0-9a-f]{64}/;
