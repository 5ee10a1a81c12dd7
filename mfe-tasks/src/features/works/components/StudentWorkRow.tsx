import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WorkStatus, type WorkSummary } from '@tutor/contracts';
import { useFormatMoment } from '../../../shared/hooks/use-format-moment';
import { useMarkText } from '../../../shared/hooks/use-mark-text';
import { useStatusLabel } from '../../../shared/hooks/use-status-label';
import { workPath } from '../../../config/paths';

/** One work of the student's list: what, status, deadline and, once checked, the result. */
export function StudentWorkRow({ work, now }: { work: WorkSummary; now: number }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const statusLabel = useStatusLabel();
  const markText = useMarkText();
  const formatMoment = useFormatMoment();
  const overdue = work.deadline !== null && work.deadline < now && work.status === WorkStatus.Draft;
  return (
    <tr>
      <td>
        <Link to={workPath(work.id)}>{work.title}</Link>
        {work.attempt > 1 ? (
          <span className="works-note">{t('attempt', { number: work.attempt })}</span>
        ) : null}
      </td>
      <td>{work.subject?.name ?? '—'}</td>
      <td>
        <span className={`works-status works-status-${work.status}`}>
          {statusLabel(work.status, work.started_at)}
        </span>
      </td>
      <td>
        {work.deadline === null ? '—' : formatMoment(work.deadline)}
        {overdue ? <span className="works-warning">{t('overdue')}</span> : null}
        {work.late ? <span className="works-warning">{t('late')}</span> : null}
      </td>
      <td>
        {work.status === WorkStatus.Checked && work.ball !== null ? (
          <>
            <span>{t('ball_of', { ball: work.ball, max: work.max_ball })}</span>
            {work.mark ? (
              <span className="works-note">{t('mark_is', { mark: markText(work.mark) })}</span>
            ) : null}
          </>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
