import { useTranslation } from 'react-i18next';
import { markShownApart, WorkStatus, type WorkSummary } from '@tutor/contracts';
import { useFormatMoment } from '../../../shared/hooks/use-format-moment';
import { useMarkText } from '../../../shared/hooks/use-mark-text';
import { useStatusLabel } from '../../../shared/hooks/use-status-label';
import { WorkTitleCell } from './WorkTitleCell';

/** One work of the student's list: what, status, deadline and, once checked, the result. */
export function StudentWorkRow({ work, now }: { work: WorkSummary; now: number }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const statusLabel = useStatusLabel();
  const markText = useMarkText();
  const formatMoment = useFormatMoment();
  // the server's word, or the page's clock for a draft that ran out while it was open
  const overdue =
    work.overdue ||
    (work.deadline !== null && work.deadline < now && work.status === WorkStatus.Draft);
  const columns = 'list.columns';
  return (
    <tr>
      <WorkTitleCell work={work} />
      <td data-label={t(`${columns}.subject`)}>{work.subject?.name ?? '—'}</td>
      <td data-label={t(`${columns}.status`)}>
        <span className={`works-status works-status-${work.status}`}>
          {statusLabel(work.status, work.returned)}
        </span>
      </td>
      <td data-label={t(`${columns}.deadline`)}>
        <span className="works-cell">
          {work.deadline === null ? '—' : formatMoment(work.deadline)}
          {overdue ? <span className="works-warning">{t('overdue')}</span> : null}
          {work.late ? <span className="works-warning">{t('late')}</span> : null}
        </span>
      </td>
      <td data-label={t(`${columns}.result`)}>
        {work.status === WorkStatus.Checked && work.ball !== null ? (
          <span className="works-cell">
            <span>{t('ball_of', { ball: work.ball, max: work.max_ball })}</span>
            {markShownApart(work.mark) && work.mark ? (
              <span className="works-note">{t('mark_is', { mark: markText(work.mark) })}</span>
            ) : null}
          </span>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
