import { useId } from 'react';
import { formatDate, isLocale } from '@tutor/i18n';
import { useTranslation } from 'react-i18next';
import type { StudentJournalSubject } from '@tutor/contracts';
import { Card, retryingLazy } from '@tutor/ui';
import { useMarkText } from '../hooks/use-mark-text';
import { cellStates, formatAverage } from '../lib/cell-states';
import { StateIcon } from './StateIcon';

// Recharts is the biggest part of this page: it comes in its own chunk.
const ProgressChart = retryingLazy(
  () => import('./ProgressChart').then((m) => ({ default: m.ProgressChart })),
  null,
);

/** A subject's card: averages, the progress chart and its data as a table of the marks. */
export function SubjectMarks({ subject }: { subject: StudentJournalSubject }) {
  const { t, i18n } = useTranslation('journal', { keyPrefix: 'journal' });
  const markText = useMarkText();
  const headingId = useId();
  const tableId = useId();
  const name = subject.subject?.name ?? t('mine.no_subject');
  // a sentence names a subject, or says there is none: never "Progress in No subject"
  const chartTitle =
    subject.subject === null
      ? t('mine.chart_no_subject')
      : t('mine.chart', { subject: subject.subject.name });
  const tableTitle =
    subject.subject === null
      ? t('mine.table_no_subject')
      : t('mine.table', { subject: subject.subject.name });
  const { averages } = subject;
  const average = (value: number | null) => formatAverage(value, i18n.language);
  return (
    <Card className="journal-subject" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <p>
        {averages.mean === null
          ? t('mine.averages_percent', { percent: average(averages.percent) })
          : t('mine.averages', {
              mean: average(averages.mean),
              weighted: average(averages.weighted_mean),
              percent: average(averages.percent),
            })}
      </p>
      <ProgressChart subject={subject} title={chartTitle} tableId={tableId} />
      <div className="ui-table-scroll">
        <table className="ui-table ui-table-cards" id={tableId}>
          <caption className="ui-visually-hidden">{tableTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mine.date')}</th>
              <th scope="col">{t('mine.task')}</th>
              <th scope="col">{t('mine.mark')}</th>
              <th scope="col">{t('mine.percent')}</th>
            </tr>
          </thead>
          <tbody>
            {subject.marks.map((mark) => {
              const states = cellStates({
                work_id: null,
                status: null,
                mark: mark.mark,
                ball: mark.ball,
                max_ball: mark.max_ball,
                checked_at: mark.checked_at,
                late: mark.late,
                missing: false,
                excused: mark.excused,
                returned: false,
              });
              return (
                <tr key={mark.task_id}>
                  <td data-label={t('mine.date')}>
                    {formatDate(
                      mark.checked_at,
                      isLocale(i18n.language) ? i18n.language : undefined,
                    )}
                  </td>
                  <td data-label={t('mine.task')}>{mark.title}</td>
                  <td data-label={t('mine.mark')}>
                    {markText(mark.mark)}
                    {states.map((state) => (
                      <span key={state} className="journal-state-wrap">
                        {' '}
                        <StateIcon state={state} />
                        {t(`state.${state}`)}
                      </span>
                    ))}
                  </td>
                  <td data-label={t('mine.percent')}>{average(mark.percent)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
