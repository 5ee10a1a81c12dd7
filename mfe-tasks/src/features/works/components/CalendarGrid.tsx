import { useTranslation } from 'react-i18next';
import type { CalendarItem } from '@tutor/contracts';
import { dayKey, sameDay } from '../lib/calendar';
import { CalendarEntry } from './CalendarEntry';

interface Props {
  caption: string;
  days: readonly Date[];
  /** The month shown, to dim the days of the weeks around it; null in week mode. */
  month: number | null;
  today: Date;
  items: Map<string, CalendarItem[]>;
  formats: { weekday: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
}

/** The month or week as a table: a column per weekday, a cell per day with its deadlines. */
export function CalendarGrid({ caption, days, month, today, items, formats }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works.calendar' });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <table className="works-cal-grid">
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day.getDay()} scope="col">
              {formats.weekday.format(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0] ?? today)}>
            {week.map((day) => {
              const own = items.get(dayKey(day)) ?? [];
              const isToday = sameDay(day, today);
              const outside = month !== null && day.getMonth() !== month;
              return (
                <td
                  key={dayKey(day)}
                  className={[
                    'works-cal-day',
                    isToday ? 'works-cal-today' : '',
                    outside ? 'works-cal-outside' : '',
                  ].join(' ')}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <span className="works-cal-date">
                    <span aria-hidden="true">{day.getDate()}</span>
                    <span className="ui-visually-hidden">
                      {formats.day.format(day)}
                      {isToday ? `, ${t('today_mark')}` : ''}
                      {own.length > 0 ? `, ${t('deadlines', { count: own.length })}` : ''}
                    </span>
                  </span>
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
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
