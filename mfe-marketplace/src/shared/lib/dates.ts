import { currentLocale } from '@tutor/i18n';

/** A moment (epoch ms) as the page's language writes a date. */
export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(ms);
}
