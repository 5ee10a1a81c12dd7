import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Timer } from 'lucide-react';
import type { WorkSummary } from '@tutor/contracts';
import { workPath } from '../../../config/paths';

/** A student's work in a list: its title as the link, the timer and the attempt. */
export function WorkTitleCell({ work }: { work: WorkSummary }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  return (
    <td data-label={t('list.columns.title')}>
      <span className="works-cell">
        <Link to={workPath(work.id)}>{work.title}</Link>
        {work.timer_minutes ? (
          <span
            className="works-timed"
            role="img"
            aria-label={t('timed_label', { minutes: work.timer_minutes })}
          >
            <Timer size={14} aria-hidden="true" />
            <span aria-hidden="true">{t('timed', { minutes: work.timer_minutes })}</span>
          </span>
        ) : null}
        {work.attempt > 1 ? (
          <span className="works-note">{t('attempt', { number: work.attempt })}</span>
        ) : null}
      </span>
    </td>
  );
}
