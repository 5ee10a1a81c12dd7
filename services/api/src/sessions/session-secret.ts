import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionConfig } from '../config/app-config';

/**
 * The secret that signs session cookies: SESSION_SECRET, else one generated once and kept
 * in var/session.secret, so sessions survive a restart of a single-machine install.
 */
export function sessionSecret({ secret, secretFile }: SessionConfig): string {
  if (secret !== undefined) return secret;
  if (existsSync(secretFile)) {
    const kept = readFileSync(secretFile, 'utf8').trim();
    if (kept.length >= 16) return kept;
  }
  const generated = randomBytes(32).toString('hex');
  mkdirSync(dirname(secretFile), { recursive: true });
  writeFileSync(secretFile, `${generated}\n`, { mode: 0o600 });
  return generated;
}
