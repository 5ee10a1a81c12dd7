/** A browser and a system in plain words, read from a User-Agent; null where unknown. */
export interface SessionDevice {
  browser: string | null;
  os: string | null;
}

// order matters: Edge, Opera and Yandex say "Chrome" too, Chrome says "Safari"
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (text: string, list: readonly [RegExp, string][]): string | null =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function sessionDevice(userAgent: string | undefined): SessionDevice {
  const text = userAgent ?? '';
  return { browser: first(text, BROWSERS), os: first(text, SYSTEMS) };
}

/**
 * An address with its last part hidden: enough to tell a city's provider, not a house.
 * IPv4 keeps three numbers, IPv6 its first three groups. A loopback address (this
 * machine, or a proxy in front without TRUST_PROXY) tells the person nothing: none.
 */
export function roughIp(ip: string | undefined): string | null {
  if (ip === undefined || ip === '') return null;
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return v4[1]?.startsWith('127.') ? null : `${v4[1]}.x`;
  if (!ip.includes(':')) return null;
  const groups = ip.split('::')[0]?.split(':').filter(Boolean).slice(0, 3) ?? [];
  return groups.length === 0 ? null : `${groups.join(':')}:…`;
}
