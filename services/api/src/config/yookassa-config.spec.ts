import { ConfigValidationError } from './config-validation.error';
import type { EnvSource } from './env.validation';
import { inIpRanges } from './ip-ranges';
import { loadAppConfig } from './load-app-config';

const problemsOf = (env: EnvSource): readonly string[] => {
  try {
    loadAppConfig(env, '/srv/tutor');
  } catch (error) {
    if (error instanceof ConfigValidationError) return error.problems;
    throw error;
  }
  return [];
};

describe('YOOKASSA_* configuration', () => {
  it('uses the test provider, YooKassa’s API and its published addresses by default', () => {
    const { yookassa } = loadAppConfig({}, '/srv/tutor');
    expect(yookassa.credentials).toBeUndefined();
    expect(yookassa.apiUrl).toBe('https://api.yookassa.ru/v3');
    expect(yookassa.notificationIps).toHaveLength(7);
    expect(inIpRanges(yookassa.notificationIps, '185.71.76.1')).toBe(true);
    expect(inIpRanges(yookassa.notificationIps, '2a02:5180::1')).toBe(true);
  });

  it('reads the credentials, the API address and the senders', () => {
    const { yookassa } = loadAppConfig(
      {
        YOOKASSA_SHOP_ID: '123456',
        YOOKASSA_SECRET_KEY: 'live_abcdef',
        YOOKASSA_API_URL: 'http://127.0.0.1:9000/v3/',
        YOOKASSA_NOTIFICATION_IPS: '10.0.0.0/8, ::1',
      },
      '/srv/tutor',
    );
    expect(yookassa.credentials).toEqual({ shopId: '123456', secretKey: 'live_abcdef' });
    expect(yookassa.apiUrl).toBe('http://127.0.0.1:9000/v3');
    expect(inIpRanges(yookassa.notificationIps, '10.2.3.4')).toBe(true);
    expect(inIpRanges(yookassa.notificationIps, '::1')).toBe(true);
    expect(inIpRanges(yookassa.notificationIps, '185.71.76.1')).toBe(false);
  });

  it.each([{ YOOKASSA_SHOP_ID: '123456' }, { YOOKASSA_SECRET_KEY: 'live_abcdef' }])(
    'refuses one credential without the other: %j',
    (env) => {
      expect(problemsOf(env)).toEqual([
        'YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY must be set together',
      ]);
    },
  );

  it('refuses a bad API address and a bad list of senders, naming the variable', () => {
    expect(
      problemsOf({ YOOKASSA_API_URL: 'ftp://x', YOOKASSA_NOTIFICATION_IPS: '0.0.0.0/0' }),
    ).toEqual([
      'YOOKASSA_API_URL must be an http:// or https:// URL',
      'YOOKASSA_NOTIFICATION_IPS must be a comma-separated list of IPv4 or IPv6 addresses or CIDR ranges (not /0)',
    ]);
  });
});
