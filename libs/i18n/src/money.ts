import { currentLocale } from './index';

/**
 * An amount as the page's language writes it, the one way of every page: whole units
 * without fractions ("1 192 ₽", "₽490"), else two ("99,80 ₽", "₽1,999.50"); a currency Intl
 * does not know is written after the number ("99 XTS").
 */
export function formatMoney(
  amount: number,
  currency = 'RUB',
  locale: string = currentLocale(),
): string {
  const fractions = Number.isInteger(amount) ? 0 : 2;
  const tag = locale === 'en' ? 'en-US' : 'ru-RU';
  const digits = { minimumFractionDigits: fractions, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...digits,
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(tag, digits).format(amount)} ${currency}`;
  }
}

/** Kopecks as the page's language writes rubles: "1 192 ₽", "99,80 ₽". */
export function formatKopecks(kopecks: number, locale: string = currentLocale()): string {
  return formatMoney(kopecks / 100, 'RUB', locale);
}
