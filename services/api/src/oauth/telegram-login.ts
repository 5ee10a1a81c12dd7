import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { profileText, type ProviderProfile } from './provider-profile';

/** A widget answer older than this is refused (Telegram's advice: check auth_date). */
export const TELEGRAM_MAX_AGE_MS = 24 * 60 * 60_000;
/** Clocks drift: an auth_date this far in the future still counts. */
const CLOCK_SKEW_MS = 5 * 60_000;

export type TelegramLoginCheck =
  { ok: true; profile: ProviderProfile } | { ok: false; reason: 'invalid' | 'expired' };

/** Telegram's data-check-string: every received field but hash, sorted, `key=value` per line. */
export function telegramDataCheckString(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

/** The hash Telegram signs a login with: HMAC-SHA256 keyed by SHA256(bot token), hex. */
export function telegramHash(fields: Readonly<Record<string, string>>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(telegramDataCheckString(fields)).digest('hex');
}

function textFields(query: unknown): Record<string, string> | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const entries = Object.entries(query);
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')) {
    return undefined;
  }
  return Object.fromEntries(entries);
}

/**
 * Checks the login widget's answer (the query of its redirect): every field a string, the
 * hash Telegram's over the sorted data-check-string, auth_date within a day of `now`.
 */
export function checkTelegramLogin(
  query: unknown,
  botToken: string,
  now: number,
): TelegramLoginCheck {
  const fields = textFields(query);
  const given = fields?.hash;
  if (fields === undefined || given === undefined || !/^[0-9a-f]{64}$/i.test(given)) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(telegramHash(fields, botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'))) {
    return { ok: false, reason: 'invalid' };
  }
  const authDate = Number(fields.auth_date) * 1000;
  const id = profileText(fields.id);
  if (!Number.isSafeInteger(authDate) || id === null) {
    return { ok: false, reason: 'invalid' };
  }
  if (now - authDate > TELEGRAM_MAX_AGE_MS || authDate - now > CLOCK_SKEW_MS) {
    return { ok: false, reason: 'expired' };
  }
  return {
    ok: true,
    profile: {
      provider: 'telegram',
      id,
      email: null,
      emailVerified: false,
      firstName: profileText(fields.first_name),
      lastName: profileText(fields.last_name),
      username: profileText(fields.username),
    },
  };
}
