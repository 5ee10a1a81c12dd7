import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of the links mailed to confirm an address (email change, verification): 32
 * random bytes as hex in the link, only their SHA-256 (hex) stored.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a link's token has the shape newLinkToken makes (anything else is not looked up). */
export function isLinkToken(token: string | undefined): token is string {
  return token !== undefined && /^[0-9a-f]{64}$/.test(token);
}
