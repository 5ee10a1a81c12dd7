import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { formatDateTime, formatTime, isLocale } from '@tutor/i18n';
import type { WorkSummary } from '@tutor/contracts';
import { useStatusLabel } from '../../../shared/hooks/use-status-label';
import { deadlineHint } from '../lib/deadline-hint';
import { WorkTitleCell } from './WorkTitleCell';

/** The deadline of a work to do, said the way a person would: overdue, today, tomorrow. */
function DeadlineText({ work, now }: { work: WorkSummary; now: number }) {
  const { t, i18n } = useTranslation('tasks', { keyPrefix: 'works.todo' });
  const locale = isLocale(i18n.language) ? i18n.language : undefined;
  const hint = deadlineHint(work.deadline, now);
  if (work.deadline === null || hint === 'none') return <>{t('no_deadline')}</>;
  const time = formatTime(work.deadline, locale);
  const date = formatDateTime(work.deadline, locale);
  switch (hint) {
    case 'overdue':
      return (
        <span className="works-overdue">
          <AlertTriangle size={14} aria-hidden="true" />
          {t('overdue_on', { date })}
        </span>
      );
    case 'today':
      return <strong className="works-due-soon">{t('due_today', { time })}</strong>;
    case 'tomorrow':
      return <span className="works-due-soon">{t('due_tomorrow', { time })}</span>;
    case 'later':
      return <>{date}</>;
  }
}

/** One work to do: what, its subject, its status (returned or not) and when it is due. */
export function TodoWorkRow({ work, now }: { work: WorkSummary; now: number }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const statusLabel = useStatusLabel();
  return (
    <tr className={work.overdue ? 'works-row-overdue' : undefined}>
      <WorkTitleCell work={work} />
      <td data-label={t('list.columns.subject')}>{work.subject?.name ?? '—'}</td>
      <td data-label={t('list.columns.status')}>
        <span className={work.returned ? 'works-returned' : undefined}>
          {statusLabel(work.status, work.returned)}
        </span>
      </td>
      <td data-label={t('list.columns.deadline')}>
        <DeadlineText work={work} now={now} />
      </td>
    </tr>
  );
}
