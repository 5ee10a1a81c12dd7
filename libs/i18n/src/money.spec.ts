import { formatKopecks, formatMoney } from './money';

describe('formatKopecks', () => {
  it('writes whole rubles without kopecks, the Russian way by default', () => {
    expect(formatKopecks(119_200, 'ru')).toBe('1\u00a0192\u00a0₽');
  });

  it('keeps kopecks when there are some', () => {
    expect(formatKopecks(9_980, 'ru')).toBe('99,80\u00a0₽');
    expect(formatKopecks(9_980, 'en')).toBe('₽99.80');
  });
});

describe('formatMoney', () => {
  it('writes an amount of any currency the same way as kopecks', () => {
    expect(formatMoney(490, 'RUB', 'en')).toBe('₽490');
    expect(formatMoney(1, 'RUB', 'en')).toBe('₽1');
    expect(formatMoney(99, 'USD', 'ru')).toBe('99\u00a0$');
    expect(formatMoney(1999.5, 'RUB', 'ru')).toBe('1\u00a0999,50\u00a0₽');
  });

  it('writes a currency Intl does not know after the number', () => {
    expect(formatMoney(12.5, 'RUBX', 'en')).toBe('12.50 RUBX');
  });
});
