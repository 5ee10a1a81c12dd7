import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { StudentJournalSubject } from '@tutor/contracts';
import { formatDayDigits, isLocale } from '@tutor/i18n';

/**
 * The subject's results over time (percent of each checked work). Recharts' accessibility
 * layer lets a keyboard user step through the points with the arrow keys; the same data is
 * the table named by `tableId`.
 */
export function ProgressChart({
  subject,
  title,
  tableId,
}: {
  subject: StudentJournalSubject;
  /** The chart's sentence, naming the subject (or saying there is none). */
  title: string;
  tableId: string;
}) {
  const { t, i18n } = useTranslation('journal', { keyPrefix: 'journal.mine' });
  const day = (ms: number) =>
    formatDayDigits(ms, isLocale(i18n.language) ? i18n.language : undefined);
  const points = subject.marks.map((mark) => ({
    date: day(mark.checked_at),
    percent: mark.percent,
  }));
  return (
    <figure className="journal-chart">
      <figcaption>
        {title} <span className="journal-hint">{t('chart_table')}</span>
      </figcaption>
      <div className="journal-chart-box" aria-describedby={tableId}>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart
            data={points}
            accessibilityLayer
            margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--ui-border-soft)" />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} />
            <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [`${String(value)}%`, t('percent')]} />
            <Line
              type="monotone"
              dataKey="percent"
              name={t('percent')}
              stroke="var(--ui-accent)"
              strokeWidth={2}
              dot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
