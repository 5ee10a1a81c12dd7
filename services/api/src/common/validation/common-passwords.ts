import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * services/api/assets/common-passwords.txt: the most used passwords of at least eight
 * characters (from SecLists' 10k-most-common, MIT licence), one per line, lowercase.
 * This file lives in services/api/{src,dist}/common/validation/.
 */
export const COMMON_PASSWORDS_FILE = resolve(
  __dirname,
  '..',
  '..',
  '..',
  'assets',
  'common-passwords.txt',
);

let loaded: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return loaded;
}

/** True for a password on the list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
