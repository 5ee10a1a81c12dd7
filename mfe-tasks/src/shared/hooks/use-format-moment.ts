import { useTranslation } from 'react-i18next';
import { formatDateTime, isLocale } from '@tutor/i18n';

/** Epoch milliseconds as a date and time in the page's language (re-rendered on a switch). */
export function useFormatMoment(): (moment: number) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : undefined;
  return (moment) => formatDateTime(moment, locale);
}
