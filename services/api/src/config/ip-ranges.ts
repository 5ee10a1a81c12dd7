import { isIP } from 'node:net';

/** One address range (CIDR) of one family: its network bits and prefix length. */
export interface IpRange {
  readonly family: 4 | 6;
  readonly network: bigint;
  readonly prefix: number;
}

interface ParsedAddress {
  family: 4 | 6;
  bits: bigint;
}

const WIDTH = { 4: 32, 6: 128 } as const;
/** ::ffff:0:0/96, where IPv6 carries an IPv4 address (what a dual-stack socket reports). */
const MAPPED_PREFIX = 0xffffn << 32n;
const LOW_32 = 0xffffffffn;

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

/** The 8 groups of an IPv6 address that isIP() accepted (`::` expanded, a dotted tail split). */
function ipv6Bits(address: string): bigint {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted !== undefined) {
    const v4 = ipv4Bits(dotted);
    text = `${text.slice(0, -dotted.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/**
 * An address as bits; an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4 address.
 * A zone (`fe80::1%eth0`) is dropped. undefined for anything that is no address.
 */
function parseAddress(text: string): ParsedAddress | undefined {
  const address = text.trim().replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return { family: 4, bits: ipv4Bits(address) };
  if (version !== 6) return undefined;
  const bits = ipv6Bits(address.toLowerCase());
  return bits >> 32n === MAPPED_PREFIX >> 32n
    ? { family: 4, bits: bits & LOW_32 }
    : { family: 6, bits };
}

const mask = (family: 4 | 6, prefix: number): bigint =>
  ((1n << BigInt(prefix)) - 1n) << BigInt(WIDTH[family] - prefix);

/**
 * `185.71.76.0/27`, `2a02:5180::/32` or one address (`77.75.156.11`, a /32 or /128). The
 * whole address space (`/0`) is refused: it would let anyone in. An IPv4-mapped IPv6 range
 * (`::ffff:10.0.0.0/104`) is the IPv4 range it maps. Host bits are ignored.
 */
export function parseIpRange(entry: string): IpRange | undefined {
  const [addressText = '', prefixText, ...rest] = entry.trim().split('/');
  if (rest.length > 0 || addressText.includes('%')) return undefined;
  const version = isIP(addressText);
  const address = parseAddress(addressText);
  if (address === undefined || (version !== 4 && version !== 6)) return undefined;
  const written = WIDTH[version];
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  let prefix = prefixText === undefined ? written : Number(prefixText);
  if (prefix < 1 || prefix > written) return undefined;
  if (version === 6 && address.family === 4) {
    // a mapped range: its prefix counts the 96 bits of ::ffff:0:0 first
    if (prefix <= 96) return undefined;
    prefix -= 96;
  }
  return { family: address.family, network: address.bits & mask(address.family, prefix), prefix };
}

/** A comma-separated list of ranges; undefined when it is empty or any entry is no range. */
export function parseIpRanges(list: string): IpRange[] | undefined {
  const entries = list.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) return undefined;
  const ranges = entries.map(parseIpRange);
  return ranges.every((range) => range !== undefined) ? ranges : undefined;
}

/** Whether `address` (as a socket or req.ip reports it) lies in one of `ranges`. */
export function inIpRanges(ranges: readonly IpRange[], address: string): boolean {
  const parsed = parseAddress(address);
  if (parsed === undefined) return false;
  return ranges.some(
    (range) =>
      range.family === parsed.family &&
      (parsed.bits & mask(range.family, range.prefix)) === range.network,
  );
}
