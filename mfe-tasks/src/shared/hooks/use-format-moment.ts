import { useTranslation } from 'react-i18next';

/** Epoch milliseconds as a date and time in the page's language. */
export function useFormatMoment(): (moment: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (moment) => format.format(new Date(moment));
}
