import { formatKopecks } from './money';

describe('formatKopecks', () => {
  it('writes whole rubles without kopecks, the Russian way by default', () => {
    expect(formatKopecks(119_200, 'ru')).toBe('1\u00a0192\u00a0₽');
  });

  it('keeps kopecks when there are some', () => {
    expect(formatKopecks(9_980, 'ru')).toBe('99,80\u00a0₽');
    expect(formatKopecks(9_980, 'en')).toBe('₽99.80');
  });
});
