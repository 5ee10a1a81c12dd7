import { useTranslation } from 'react-i18next';
import { formatDate } from '@tutor/i18n';
import type { StudentJournalMark, StudentJournalSubject } from '@tutor/contracts';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;
/** Room on the left for the percent labels. */
const LEFT = 32;
const LEVELS = [100, 50, 0] as const;

const yOf = (percent: number): number => PAD + ((100 - percent) * (HEIGHT - 2 * PAD)) / 100;

/** Every mark of every subject, oldest first: the points of the chart. */
export function progressPoints(subjects: readonly StudentJournalSubject[]): StudentJournalMark[] {
  return subjects
    .flatMap((subject) => subject.marks)
    .sort((a, b) => a.checked_at - b.checked_at || a.task_id - b.task_id);
}

/** The points in the SVG's box: x by order, y by percent (100% at the top). */
function coordinates(points: readonly StudentJournalMark[]): { x: number; y: number }[] {
  const step = points.length > 1 ? (WIDTH - LEFT - PAD) / (points.length - 1) : 0;
  return points.map((point, i) => ({
    x: points.length > 1 ? LEFT + i * step : (WIDTH + LEFT) / 2,
    y: yOf(point.percent),
  }));
}

function useSummary(points: readonly StudentJournalMark[]): string {
  const { t } = useTranslation('tasks', { keyPrefix: 'student' });
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return '';
  const values = { first: formatDate(first.checked_at), last: formatDate(last.checked_at) };
  return points.length === 1
    ? t('progress_single', { to: last.percent, last: values.last })
    : t('progress_summary', {
        count: points.length,
        ...values,
        from: first.percent,
        to: last.percent,
      });
}

/** Results over time (percent of each checked work): an inline SVG, its summary and a table. */
export function ProgressChart({ subjects }: { subjects: StudentJournalSubject[] }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'student' });
  const points = progressPoints(subjects);
  const summary = useSummary(points);
  if (points.length === 0) return null;
  const xy = coordinates(points);
  return (
    <section className="tasks-panel" aria-labelledby="student-progress">
      <h2 id="student-progress">{t('progress')}</h2>
      <figure className="student-chart">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
          {LEVELS.map((level) => (
            <g key={level}>
              <line x1={LEFT} x2={WIDTH - PAD} y1={yOf(level)} y2={yOf(level)} className="grid" />
              <text x={LEFT - 4} y={yOf(level) + 3} textAnchor="end">
                {level}%
              </text>
            </g>
          ))}
          <polyline points={xy.map(({ x, y }) => `${x},${y}`).join(' ')} />
          {xy.map(({ x, y }, i) => (
            <circle key={i} cx={x} cy={y} r={3} />
          ))}
        </svg>
        <figcaption>{summary}</figcaption>
      </figure>
      <details>
        <summary>{t('progress_table')}</summary>
        <table className="ui-table">
          <caption className="ui-visually-hidden">{t('progress_table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('checked')}</th>
              <th scope="col">{t('task')}</th>
              <th scope="col">{t('result')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.task_id}>
                <td>{formatDate(point.checked_at)}</td>
                <td>{point.title}</td>
                <td>{point.percent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
