import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Injectable } from '@nestjs/common';

const SCHEME = 'scrypt';
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** N=2^15, r=8, p=1: 32 MiB and a few dozen milliseconds per hash. */
const PARAMS = { N: 32768, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error === null ? resolve(key) : reject(error)),
    );
  });
}

interface ParsedHash {
  params: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

/** `scrypt$N$r$p$<salt base64>$<key base64>` → its parts; undefined when malformed. */
function parse(hash: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = hash.split('$');
  if (scheme !== SCHEME || rest.length > 0 || salt === undefined || key === undefined) {
    return undefined;
  }
  const [N = 0, R = 0, P = 0] = [n, r, p].map(Number);
  if (![N, R, P].every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  return {
    params: { N, r: R, p: P },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/** Password hashes with node's scrypt and a random salt per hash; self-describing. */
@Injectable()
export class PasswordHasher {
  /** A hash of nothing real: checking an unknown user costs what checking a real one does. */
  private readonly decoy = this.hash(randomBytes(16).toString('hex'));

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, PARAMS);
    const { N, r, p } = PARAMS;
    return [SCHEME, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** True when `password` matches `hash`; a missing hash never matches (same timing). */
  async verify(password: string, hash: string | null): Promise<boolean> {
    const parsed = parse(hash ?? (await this.decoy));
    if (parsed === undefined) return false;
    const key = await derive(password, parsed.salt, parsed.params);
    return hash !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }
}
