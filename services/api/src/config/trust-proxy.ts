import { isIP } from 'node:net';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Express's 'trust proxy' setting (TRUST_PROXY): how many proxy hops stand in front of the
 * app, or which addresses are proxies. Never `true`: trusting every hop lets a client pick
 * its own address (the rate limits and login locks count by it) with X-Forwarded-For.
 */
export type TrustProxy = number | readonly string[];

/** Express's (proxy-addr's) names of address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 32;

/** An address, or a CIDR range narrower than the whole address space (no /0). */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= bits;
}

/**
 * TRUST_PROXY as the app uses it: a hop count (`false` is 0), or a list of proxy addresses,
 * CIDR ranges and Express's named ranges. undefined for anything else (`true`, `all`, `*`,
 * `0.0.0.0/0`…).
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === 'false') return 0;
  if (/^\d+$/.test(value)) return Number(value) <= MAX_HOPS ? Number(value) : undefined;
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  return entries.every(isProxyAddress) ? entries : undefined;
}

export function IsTrustProxy(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTrustProxy',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && parseTrustProxy(value) !== undefined,
      },
    },
    options,
  );
}
