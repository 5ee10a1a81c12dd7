import { roughIp, sessionDevice } from './session-device';

describe('sessionDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
      'Yandex Browser',
      'Windows',
    ],
  ])('reads %s', (agent, browser, os) => {
    expect(sessionDevice(agent)).toEqual({ browser, os });
  });

  it('knows nothing of an unknown agent', () => {
    expect(sessionDevice('curl/8.0')).toEqual({ browser: null, os: null });
    expect(sessionDevice(undefined)).toEqual({ browser: null, os: null });
  });
});

describe('roughIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.x'],
    ['::ffff:10.1.2.3', '10.1.2.x'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:…'],
    ['::1', null],
    ['::', null],
    ['127.0.0.1', null],
    ['::ffff:127.0.0.1', null],
    ['', null],
    [undefined, null],
  ])('hides the last part of %s', (ip, rough) => {
    expect(roughIp(ip)).toBe(rough);
  });
});
