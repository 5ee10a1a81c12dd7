import { currentLocale } from '@tutor/i18n';

/**
 * An amount as the page's language writes it in its currency: "490 ₽", "1,00 ₽",
 * "490,00 $"; a currency Intl does not know is written after the number.
 */
export function formatAmount(value: number, currency: string, fractions = 2): string {
  const locale = currentLocale() === 'en' ? 'en-US' : 'ru-RU';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractions,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: fractions }).format(value)} ${currency}`;
  }
}
