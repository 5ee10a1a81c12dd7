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

/** A time of day: «14:05» in both languages (British English, as every date here). */
export function formatTime(at: number | Date, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(TAGS[locale], TIME).format(at);
}

/** A day and time without the year, for short lists: «25 нояб., 14:05», «25 Nov, 14:05». */
export function formatDayTime(at: number | Date, locale: Locale = currentLocale()): string {
  const { day, month } = DAY;
  return new Intl.DateTimeFormat(TAGS[locale], { day, month, ...TIME }).format(at);
}

/** A day as digits, for table heads and chart axes: «25.11», «25/11». `utc` for a calendar day. */
export function formatDayDigits(
  at: number | Date,
  locale: Locale = currentLocale(),
  { utc = false }: { utc?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(TAGS[locale], {
    day: '2-digit',
    month: '2-digit',
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(at);
}
