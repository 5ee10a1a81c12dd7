import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CalendarItem } from '@tutor/contracts';
import { taskPath, workPath } from '../../../config/paths';
import { useStatusLabel } from '../../../shared/hooks/use-status-label';

/** One deadline: a student's work (status, overdue) or a teacher's task (handed in / sent). */
export function CalendarEntry({ item, time }: { item: CalendarItem; time: string }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works.calendar' });
  const statusLabel = useStatusLabel();
  const details =
    item.kind === 'work'
      ? statusLabel(item.status, item.returned)
      : t('handed_in', { submitted: item.submitted, total: item.total });
  const overdue = item.kind === 'work' && item.overdue;
  return (
    <li className={overdue ? 'works-cal-item works-cal-overdue' : 'works-cal-item'}>
      <Link to={item.kind === 'work' ? workPath(item.work_id) : taskPath(item.task_id)}>
        {item.title}
      </Link>
      <span className="works-cal-meta">
        <time dateTime={new Date(item.deadline).toISOString()}>{time}</time>
        {' · '}
        {details}
        {overdue ? <strong className="works-warning">{t('overdue')}</strong> : null}
      </span>
    </li>
  );
}
