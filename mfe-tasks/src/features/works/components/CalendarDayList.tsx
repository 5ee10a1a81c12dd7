import { useTranslation } from 'react-i18next';
import type { CalendarItem } from '@tutor/contracts';
import { capitalized, dayKey, sameDay } from '../lib/calendar';
import { CalendarEntry } from './CalendarEntry';

interface Props {
  label: string;
  days: readonly Date[];
  /** Every day (a week) or only the days with deadlines (a month on a phone). */
  allDays: boolean;
  today: Date;
  items: Map<string, CalendarItem[]>;
  formats: { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
}

/** The period as a list of days, each with its deadlines: what a phone shows. */
export function CalendarDayList({ label, days, allDays, today, items, formats }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works.calendar' });
  const shown = allDays ? days : days.filter((day) => items.has(dayKey(day)));
  if (shown.length === 0) return <p className="works-cal-empty">{t('none_in_period')}</p>;
  return (
    <ol className="works-cal-list" aria-label={label}>
      {shown.map((day) => {
        const own = items.get(dayKey(day)) ?? [];
        const isToday = sameDay(day, today);
        return (
          <li
            key={dayKey(day)}
            className={isToday ? 'works-cal-list-day works-cal-today' : 'works-cal-list-day'}
            aria-current={isToday ? 'date' : undefined}
          >
            <h3>
              {capitalized(formats.day.format(day))}
              {isToday ? <span className="works-note">{t('today_mark')}</span> : null}
            </h3>
            {own.length > 0 ? (
              <ul className="works-cal-items">
                {own.map((item) => (
                  <CalendarEntry
                    key={`${item.kind}-${item.task_id}`}
                    item={item}
                    time={formats.time.format(item.deadline)}
                  />
                ))}
              </ul>
            ) : (
              <p className="works-muted">{t('none')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
