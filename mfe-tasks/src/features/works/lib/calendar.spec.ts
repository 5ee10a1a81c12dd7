import {
  byDay,
  dayKey,
  firstDayOfWeek,
  monthWeeks,
  parseDayKey,
  periodDays,
  periodRange,
  shiftPeriod,
  weekDays,
} from './calendar';

const MONDAY = 1;
const SUNDAY = 0;

describe('the calendar of deadlines', () => {
  it('starts the week where the language does, Monday for ru', () => {
    expect(firstDayOfWeek('ru')).toBe(MONDAY);
    expect([MONDAY, SUNDAY]).toContain(firstDayOfWeek('en'));
    expect(firstDayOfWeek('en-US')).toBe(SUNDAY);
  });

  it('lays a month out in whole weeks from its first to its last day', () => {
    // November 2026: the 1st is a Sunday, the 30th a Monday.
    const weeks = monthWeeks(new Date(2026, 10, 17), MONDAY);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(dayKey(weeks[0]?.[0] ?? new Date(0))).toBe('2026-10-26');
    expect(dayKey(weeks[5]?.[6] ?? new Date(0))).toBe('2026-12-06');
    const sundayFirst = monthWeeks(new Date(2026, 10, 17), SUNDAY);
    expect(dayKey(sundayFirst[0]?.[0] ?? new Date(0))).toBe('2026-11-01');
    expect(sundayFirst).toHaveLength(5);
  });

  it('gives the week of a day, and the range to ask for', () => {
    const days = weekDays(new Date(2026, 10, 28), MONDAY);
    expect(days.map(dayKey)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const range = periodRange(days);
    expect(range.from).toBe(new Date(2026, 10, 23).getTime());
    expect(range.to).toBe(new Date(2026, 10, 30).getTime());
    // February 2027 begins on a Monday and has four weeks exactly.
    expect(periodDays('month', new Date(2027, 1, 10), MONDAY)).toHaveLength(28);
  });

  it('moves a month or a week at a time, from the 31st too', () => {
    expect(dayKey(shiftPeriod('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(dayKey(shiftPeriod('month', new Date(2026, 0, 31), -1))).toBe('2025-12-01');
    expect(dayKey(shiftPeriod('week', new Date(2026, 2, 27), 1))).toBe('2026-04-03');
  });

  it('reads only real days from the address', () => {
    expect(parseDayKey('2026-02-28')?.getDate()).toBe(28);
    expect(parseDayKey('2026-02-30')).toBeUndefined();
    expect(parseDayKey('28.02.2026')).toBeUndefined();
    expect(parseDayKey(null)).toBeUndefined();
  });

  it('groups deadlines by their local day', () => {
    const morning = new Date(2026, 10, 28, 9).getTime();
    const evening = new Date(2026, 10, 28, 23, 59).getTime();
    const next = new Date(2026, 10, 29, 0, 0).getTime();
    const days = byDay([{ deadline: morning }, { deadline: evening }, { deadline: next }]);
    expect(days.get('2026-11-28')).toHaveLength(2);
    expect(days.get('2026-11-29')).toHaveLength(1);
  });
});
