import { formatDate, formatDateTime, formatDayDigits, formatDayTime, formatTime } from './dates';

/** Noon-ish UTC: the 27th in every time zone the tests may run in. */
const AT = Date.UTC(2026, 10, 27, 11, 5);

describe('dates', () => {
  it('writes a date one way per language, with no «г.» to double a sentence’s dot', () => {
    expect(formatDate(AT, 'ru')).toBe('27 нояб. 2026');
    expect(formatDate(AT, 'en')).toBe('27 Nov 2026');
  });

  it('writes a date and time the same way', () => {
    expect(formatDateTime(AT, 'ru')).toMatch(/^27 нояб\. 2026, \d\d:05$/);
    expect(formatDateTime(AT, 'en')).toMatch(/^27 Nov 2026, \d\d:05$/);
  });

  it('writes times, short days and digit days in the same order and clock per language', () => {
    expect(formatTime(AT, 'ru')).toMatch(/^\d\d:05$/);
    expect(formatTime(AT, 'en')).toMatch(/^\d\d:05$/);
    expect(formatDayTime(AT, 'ru')).toMatch(/^27 нояб\., \d\d:05$/);
    expect(formatDayTime(AT, 'en')).toMatch(/^27 Nov, \d\d:05$/);
    expect(formatDayDigits(AT, 'ru', { utc: true })).toBe('27.11');
    expect(formatDayDigits(AT, 'en', { utc: true })).toBe('27/11');
  });
});
