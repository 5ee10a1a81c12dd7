import { currentLocale } from '@tutor/i18n';

/** A moment (epoch ms) as the page's language writes a date. */
export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(ms);
}

/** The month (YYYY-MM, UTC like the API's statements) a moment falls in. */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}
