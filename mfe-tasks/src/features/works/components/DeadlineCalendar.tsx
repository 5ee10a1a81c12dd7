import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, QueryStatus } from '@tutor/ui';
import { useCalendarQuery } from '../hooks/use-works-queries';
import { useCalendarPeriod } from '../hooks/use-calendar-period';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { byDay, capitalized, localeTag } from '../lib/calendar';
import { CalendarDayList } from './CalendarDayList';
import { CalendarGrid } from './CalendarGrid';

const withoutYearMark = (text: string) => text.replace(/\s?г\.$/, '');

function useFormats(language: string) {
  return useMemo(() => {
    const tag = localeTag(language);
    return {
      month: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' }),
      range: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(tag, { weekday: 'short' }),
      day: new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long' }),
      time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }),
    };
  }, [language]);
}

/**
 * The calendar of deadlines, a month or a week: a student's works, a teacher's sent tasks.
 * A table on wide screens, a list of days on phones; the period lives in the address.
 */
export function DeadlineCalendar() {
  const { t, i18n } = useTranslation('tasks', { keyPrefix: 'works.calendar' });
  const period = useCalendarPeriod();
  const narrow = useNarrowScreen();
  const formats = useFormats(i18n.language);
  const state = useCalendarQuery(period.range);
  const items = useMemo(() => byDay(state.data?.items ?? []), [state.data]);
  const week = period.mode === 'week';
  const first = period.days[0] ?? period.anchor;
  const last = period.days.at(-1) ?? period.anchor;
  const title = week
    ? withoutYearMark(formats.range.formatRange(first, last))
    : capitalized(withoutYearMark(formats.month.format(period.anchor)));
  const caption = t('caption', { period: title });

  return (
    <section className="works-cal" aria-labelledby="works-cal-title">
      <div className="works-cal-bar">
        <h2 id="works-cal-title" aria-live="polite">
          {title}
        </h2>
        <div className="works-cal-nav">
          <Button
            variant="secondary"
            size="small"
            aria-label={week ? t('previous_week') : t('previous_month')}
            onClick={period.previous}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="small" onClick={period.toToday}>
            {t('today')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-label={week ? t('next_week') : t('next_month')}
            onClick={period.next}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </div>
        <div className="works-cal-modes" role="group" aria-label={t('mode')}>
          {(['month', 'week'] as const).map((mode) => (
            <Button
              key={mode}
              variant={period.mode === mode ? 'primary' : 'secondary'}
              size="small"
              aria-pressed={period.mode === mode}
              onClick={() => period.setMode(mode)}
            >
              {t(mode)}
            </Button>
          ))}
        </div>
      </div>
      <QueryStatus query={state} />
      {state.data !== undefined ? (
        narrow ? (
          <CalendarDayList
            label={caption}
            days={period.days}
            allDays={week}
            today={period.today}
            items={items}
            formats={formats}
          />
        ) : (
          <CalendarGrid
            caption={caption}
            days={period.days}
            month={week ? null : period.anchor.getMonth()}
            today={period.today}
            items={items}
            formats={formats}
          />
        )
      ) : null}
    </section>
  );
}
