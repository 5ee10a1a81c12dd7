import { inIpRanges, parseIpRange, parseIpRanges, type IpRange } from './ip-ranges';
import { YOOKASSA_DEFAULT_NOTIFICATION_IPS } from './yookassa-config';

const ranges = (list: string): IpRange[] => {
  const parsed = parseIpRanges(list);
  if (parsed === undefined) throw new Error(`${list} is no list of ranges`);
  return parsed;
};

describe('IP ranges (CIDR)', () => {
  const yookassa = ranges(YOOKASSA_DEFAULT_NOTIFICATION_IPS);

  it.each([
    '185.71.76.0',
    '185.71.76.31',
    '185.71.77.17',
    '77.75.153.127',
    '77.75.156.11',
    '77.75.156.35',
    '77.75.154.128',
    '77.75.154.255',
    '2a02:5180::1',
    '2a02:5180:ffff:ffff:ffff:ffff:ffff:ffff',
    '2A02:5180:0:0:0:0:0:7',
  ])('lets YooKassa’s %s in', (address) => {
    expect(inIpRanges(yookassa, address)).toBe(true);
  });

  it.each([
    '185.71.76.32',
    '185.71.75.255',
    '77.75.153.128',
    '77.75.156.12',
    '77.75.154.127',
    '127.0.0.1',
    '10.0.0.1',
    '2a02:5181::1',
    '2a02:517f:ffff::1',
    '::1',
    '::',
    '0.0.0.0',
  ])('keeps %s out', (address) => {
    expect(inIpRanges(yookassa, address)).toBe(false);
  });

  it('takes an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(inIpRanges(yookassa, '::ffff:185.71.76.5')).toBe(true);
    expect(inIpRanges(yookassa, '::FFFF:185.71.77.30')).toBe(true);
    expect(inIpRanges(yookassa, '::ffff:b947:4c05')).toBe(true); // 185.71.76.5 in hex
    expect(inIpRanges(yookassa, '0:0:0:0:0:ffff:185.71.76.5')).toBe(true);
    expect(inIpRanges(yookassa, '::ffff:185.71.76.32')).toBe(false);
    expect(inIpRanges(yookassa, '::ffff:127.0.0.1')).toBe(false);
  });

  it('does not take an IPv4 range for IPv6 addresses of the same bits', () => {
    // 185.71.76.5 as the low bits of a plain IPv6 address is no IPv4 address
    expect(inIpRanges(yookassa, '::b947:4c05')).toBe(false);
    expect(inIpRanges(ranges('::/1'), '1.2.3.4')).toBe(false);
  });

  it('matches an IPv4-mapped range against IPv4 addresses', () => {
    const mapped = ranges('::ffff:10.0.0.0/104');
    expect(inIpRanges(mapped, '10.1.2.3')).toBe(true);
    expect(inIpRanges(mapped, '::ffff:10.9.9.9')).toBe(true);
    expect(inIpRanges(mapped, '11.0.0.1')).toBe(false);
  });

  it('reads single addresses as /32 and /128, and ignores host bits of a range', () => {
    expect(inIpRanges(ranges('77.75.156.11'), '77.75.156.11')).toBe(true);
    expect(inIpRanges(ranges('77.75.156.11'), '77.75.156.10')).toBe(false);
    expect(inIpRanges(ranges('2a02:5180::7'), '2a02:5180::7')).toBe(true);
    expect(inIpRanges(ranges('2a02:5180::7'), '2a02:5180::8')).toBe(false);
    expect(inIpRanges(ranges('10.1.2.3/8'), '10.200.0.1')).toBe(true);
    expect(inIpRanges(ranges('10.0.0.0/31'), '10.0.0.1')).toBe(true);
    expect(inIpRanges(ranges('10.0.0.0/31'), '10.0.0.2')).toBe(false);
  });

  it('drops an address’s zone, and refuses what is no address', () => {
    expect(inIpRanges(ranges('fe80::/10'), 'fe80::1%eth0')).toBe(true);
    for (const address of ['', 'unknown', '185.71.76', '185.71.76.1.2', '2a02:5180::1::2']) {
      expect(inIpRanges(yookassa, address)).toBe(false);
    }
  });

  it.each([
    '',
    ',',
    '185.71.76.0/27,',
    '0.0.0.0/0',
    '::/0',
    '10.0.0.0/33',
    '2a02::/129',
    '10.0.0.0/-1',
    '10.0.0.0/8/8',
    '10.0.0.0/ 8',
    '10.0.0.256/8',
    'example.com',
    '::ffff:10.0.0.0/96',
    'fe80::1%eth0/64',
  ])('refuses the list %j', (list) => {
    expect(parseIpRanges(list)).toBeUndefined();
  });

  it('reads lists with spaces around the entries', () => {
    expect(parseIpRanges(' 10.0.0.0/8 , 2a02:5180::/32 ')).toHaveLength(2);
    expect(parseIpRange('2a02:5180::/32')).toEqual({
      family: 6,
      network: 0x2a025180n << 96n,
      prefix: 32,
    });
  });
});
