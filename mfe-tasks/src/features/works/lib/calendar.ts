/**
 * The calendar's days, in the browser's time zone: which day a week starts on, the weeks
 * of a month, the range to ask the API for, and the day in the address (`YYYY-MM-DD`).
 */

export type CalendarMode = 'month' | 'week';

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCALE_TAGS: Record<string, string> = { ru: 'ru-RU', en: 'en-GB' };

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The locale tag the dates of the product use (ru-RU, en-GB). */
export function localeTag(language: string): string {
  return LOCALE_TAGS[language] ?? language;
}

/**
 * The first day of the week as Date#getDay counts (0 Sunday … 6 Saturday), from Intl
 * where the browser knows it; Monday otherwise.
 */
export function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(localeTag(language)) as LocaleWithWeek;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info !== undefined) return info.firstDay % 7;
  } catch {
    // an unknown tag: the default below
  }
  return 1;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Calendar days later (DST-safe: a day is not always 24 hours). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function sameDay(a: Date, b: Date): boolean {
  return dayKey(a) === dayKey(b);
}

export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day an address names, or undefined for anything that is not a real date. */
export function parseDayKey(value: string | null): Date | undefined {
  const match = value === null ? null : DAY_KEY.exec(value);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    ? date
    : undefined;
}

export function startOfWeek(date: Date, firstDay: number): Date {
  const back = (date.getDay() - firstDay + 7) % 7;
  return addDays(startOfDay(date), -back);
}

/** The weeks a month's grid shows: whole weeks from the one of the 1st to that of the last day. */
export function monthWeeks(anchor: Date, firstDay: number): Date[][] {
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const weeks: Date[][] = [];
  for (let start = startOfWeek(first, firstDay); start <= last; start = addDays(start, 7)) {
    weeks.push(weekDays(start, firstDay));
  }
  return weeks;
}

/** The seven days of the week `anchor` falls in. */
export function weekDays(anchor: Date, firstDay: number): Date[] {
  const start = startOfWeek(anchor, firstDay);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The days a period shows, in order. */
export function periodDays(mode: CalendarMode, anchor: Date, firstDay: number): Date[] {
  return mode === 'week' ? weekDays(anchor, firstDay) : monthWeeks(anchor, firstDay).flat();
}

/** [from, to) in epoch ms covering every day shown, for GET /api/calendar. */
export function periodRange(days: readonly Date[]): { from: number; to: number } {
  const first = days[0] ?? startOfDay(new Date());
  const last = days.at(-1) ?? first;
  return { from: first.getTime(), to: addDays(last, 1).getTime() };
}

/** The anchor of the period before or after: a month or a week away. */
export function shiftPeriod(mode: CalendarMode, anchor: Date, step: -1 | 1): Date {
  if (mode === 'week') return addDays(anchor, 7 * step);
  // the 1st, so 31 January + 1 month is February, not 3 March
  return new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

/** Things with a deadline, grouped by their local day. */
export function byDay<T extends { deadline: number }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const key = dayKey(new Date(item.deadline));
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}

/** «ноябрь 2026» → «Ноябрь 2026»: a title or a heading starts with a capital. */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
