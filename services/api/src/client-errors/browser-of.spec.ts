import { browserOf } from './browser-of';

describe('browserOf', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome 140',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36',
      'Chrome 140',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 Edg/139.0.0.0',
      'Edge 139',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0', 'Firefox 141'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
      'Safari 18 mobile',
    ],
  ])('names %s as %s', (agent, name) => {
    expect(browserOf(agent)).toBe(name);
  });

  it('keeps the start of an agent it cannot name, and nothing without one', () => {
    expect(browserOf('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserOf(`x${'y'.repeat(300)}`)).toHaveLength(120);
    expect(browserOf(undefined)).toBeNull();
    expect(browserOf('  ')).toBeNull();
  });
});
