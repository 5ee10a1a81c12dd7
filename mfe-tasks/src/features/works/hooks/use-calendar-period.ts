import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  dayKey,
  firstDayOfWeek,
  parseDayKey,
  periodDays,
  periodRange,
  shiftPeriod,
  startOfDay,
  type CalendarMode,
} from '../lib/calendar';

/**
 * The calendar's period from the address (`mode=month|week`, `day=YYYY-MM-DD`, today and
 * month when absent or wrong), its days and range, and moving it.
 */
export function useCalendarPeriod() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode: CalendarMode = params.get('mode') === 'week' ? 'week' : 'month';
  const today = startOfDay(new Date());
  const anchor = parseDayKey(params.get('day')) ?? today;
  const firstDay = firstDayOfWeek(i18n.language);
  const days = periodDays(mode, anchor, firstDay);
  const go = (next: { mode?: CalendarMode; day?: Date }) =>
    setParams((previous) => {
      const search = new URLSearchParams(previous);
      search.set('mode', next.mode ?? mode);
      search.set('day', dayKey(next.day ?? anchor));
      return search;
    });
  return {
    mode,
    anchor,
    today,
    days,
    range: periodRange(days),
    setMode: (value: CalendarMode) => go({ mode: value }),
    previous: () => go({ day: shiftPeriod(mode, anchor, -1) }),
    next: () => go({ day: shiftPeriod(mode, anchor, 1) }),
    toToday: () => go({ day: today }),
  };
}
