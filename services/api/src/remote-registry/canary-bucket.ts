import { createHash } from 'node:crypto';

/**
 * A user's canary bucket, 0–99: the same for every canary, so raising the share only adds
 * users and a user never flips back and forth between versions.
 */
export function canaryBucket(userId: number): number {
  return createHash('sha256').update(`remote-registry:${userId}`).digest().readUInt32BE(0) % 100;
}
