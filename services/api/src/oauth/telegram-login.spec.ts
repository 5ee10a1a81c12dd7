import { telegramLogin } from '../testing/oauth-flow';
import { TELEGRAM_MAX_AGE_MS, checkTelegramLogin, telegramDataCheckString } from './telegram-login';

const TOKEN = '42:secret';
const NOW = Date.UTC(2026, 0, 1);
const fields = {
  id: '42',
  first_name: 'Ann',
  username: 'ann',
  auth_date: String(NOW / 1000),
};

describe('checkTelegramLogin', () => {
  it('builds the data-check-string from the sorted fields without the hash', () => {
    expect(telegramDataCheckString({ username: 'u', id: '1', hash: 'h', auth_date: '2' })).toBe(
      'auth_date=2\nid=1\nusername=u',
    );
  });

  it('accepts a login with Telegram’s HMAC-SHA256 hash', () => {
    expect(checkTelegramLogin(telegramLogin(TOKEN, fields), TOKEN, NOW)).toEqual({
      ok: true,
      profile: {
        provider: 'telegram',
        id: '42',
        email: null,
        emailVerified: false,
        firstName: 'Ann',
        lastName: null,
        username: 'ann',
      },
    });
  });

  it('accepts the hash in upper case', () => {
    const signed = telegramLogin(TOKEN, fields);
    const upper = { ...signed, hash: signed.hash?.toUpperCase() ?? '' };
    expect(checkTelegramLogin(upper, TOKEN, NOW).ok).toBe(true);
  });

  it.each([
    ['another token', telegramLogin('43:other', fields)],
    ['a changed field', { ...telegramLogin(TOKEN, fields), username: 'root' }],
    ['an added field', { ...telegramLogin(TOKEN, fields), photo_url: 'x' }],
    ['no hash', fields],
    ['a short hash', { ...fields, hash: 'abc' }],
    ['an array', { ...telegramLogin(TOKEN, fields), id: ['42'] }],
    ['no id', telegramLogin(TOKEN, { auth_date: fields.auth_date })],
    ['a bad auth_date', telegramLogin(TOKEN, { ...fields, auth_date: 'yesterday' })],
  ])('refuses %s', (_name, query) => {
    expect(checkTelegramLogin(query, TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a login older than a day or from the future', () => {
    const signed = telegramLogin(TOKEN, fields);
    expect(checkTelegramLogin(signed, TOKEN, NOW + TELEGRAM_MAX_AGE_MS).ok).toBe(true);
    expect(checkTelegramLogin(signed, TOKEN, NOW + TELEGRAM_MAX_AGE_MS + 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkTelegramLogin(signed, TOKEN, NOW - 10 * 60_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
