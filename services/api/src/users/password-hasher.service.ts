import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

const SCHEME = 'scrypt';
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
/** PASSWORD_HASH_COST's ceiling: a stored hash asking for more is refused, not computed. */
const MAX_N = 2 ** 17;

/** scrypt needs 128·N·r bytes; twice that leaves room for its own bookkeeping. */
const memoryFor = ({ N = 0, r = BLOCK_SIZE }: ScryptOptions) => Math.max(256 * N * r, 32 << 20);

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: memoryFor(params) },
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
  if (N > MAX_N || R > 32 || P > 16) return undefined;
  return {
    params: { N, r: R, p: P },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/**
 * Password hashes with node's scrypt and a random salt per hash; self-describing, so a
 * hash made at another cost (PASSWORD_HASH_COST) still verifies.
 */
@Injectable()
export class PasswordHasher {
  private readonly params: ScryptOptions;
  /** A hash of nothing real: checking an unknown user costs what checking a real one does. */
  private readonly decoy: Promise<string>;

  constructor(config: AppConfig) {
    this.params = { N: 2 ** config.passwordHash.costLog2, r: BLOCK_SIZE, p: 1 };
    this.decoy = this.hash(randomBytes(16).toString('hex'));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return [SCHEME, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** True when `password` matches `hash`; a missing hash never matches (same timing). */
  async verify(password: string, hash: string | null): Promise<boolean> {
    const parsed = parse(hash ?? (await this.decoy));
    if (parsed === undefined) return false;
    const key = await derive(password, parsed.salt, parsed.params);
    return hash !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  /** True when `hash` was made at another cost than the configured one. */
  isOutdated(hash: string): boolean {
    const { N, r, p } = parse(hash)?.params ?? {};
    return N !== this.params.N || r !== this.params.r || p !== this.params.p;
  }
}
