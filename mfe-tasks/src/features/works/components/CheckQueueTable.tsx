import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CheckQueueItem } from '@tutor/contracts';
import { useFormatMoment } from '../../../shared/hooks/use-format-moment';
import { useStatusLabel } from '../../../shared/hooks/use-status-label';
import { workPath } from '../../../config/paths';

export function CheckQueueTable({ items }: { items: CheckQueueItem[] }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const statusLabel = useStatusLabel();
  const formatMoment = useFormatMoment();
  return (
    <table className="ui-table ui-table-cards works-table">
      <caption>{t('queue.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('queue.columns.student')}</th>
          <th scope="col">{t('queue.columns.title')}</th>
          <th scope="col">{t('queue.columns.subject')}</th>
          <th scope="col">{t('queue.columns.status')}</th>
          <th scope="col">{t('queue.columns.submitted')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.work_id}>
            <td data-label={t('queue.columns.student')}>{item.student.first_name}</td>
            <td data-label={t('queue.columns.title')}>
              <span className="works-cell">
                <Link to={workPath(item.work_id)}>{item.title}</Link>
                {item.attempt > 1 ? (
                  <span className="works-note">{t('attempt', { number: item.attempt })}</span>
                ) : null}
              </span>
            </td>
            <td data-label={t('queue.columns.subject')}>{item.subject?.name ?? '—'}</td>
            <td data-label={t('queue.columns.status')}>
              <span className="works-cell">
                {statusLabel(item.status, item.returned)}
                {item.resubmitted ? <span className="works-badge">{t('resubmitted')}</span> : null}
              </span>
            </td>
            <td data-label={t('queue.columns.submitted')}>
              <span className="works-cell">
                {item.submitted_at === null ? '—' : formatMoment(item.submitted_at)}
                {item.late ? <span className="works-warning">{t('late')}</span> : null}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
