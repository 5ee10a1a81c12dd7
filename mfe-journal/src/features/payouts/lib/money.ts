import { currentLocale } from '@tutor/i18n';

/** Kopecks as the page's language writes rubles: "1 192 ₽", "99,80 ₽". */
export function formatKopecks(kopecks: number, locale: string = currentLocale()): string {
  const whole = kopecks % 100 === 0;
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ru-RU', {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kopecks / 100);
}
