import { currentLocale, type Locale } from './index';

const TAGS: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' };
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit' } as const;

/**
 * Russian writes «27 нояб. 2026 г.»; the «г.» goes, so a sentence that ends with a date
 * («до 27 нояб. 2026.») never has two dots and every page writes the same.
 */
const withoutYearMark = (text: string) => text.replace(/\s?г\.(?=,|$)/, '');

/** A moment (epoch ms) as a date, the one way of every page: «27 нояб. 2026», «27 Nov 2026». */
export function formatDate(at: number | Date, locale: Locale = currentLocale()): string {
  return withoutYearMark(new Intl.DateTimeFormat(TAGS[locale], DAY).format(at));
}

/** A moment as a date and time: «27 нояб. 2026, 14:05», «27 Nov 2026, 14:05». */
export function formatDateTime(at: number | Date, locale: Locale = currentLocale()): string {
  return withoutYearMark(new Intl.DateTimeFormat(TAGS[locale], { ...DAY, ...TIME }).format(at));
}
