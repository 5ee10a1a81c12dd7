import { useTranslation } from 'react-i18next';
import type { WorkView } from '@tutor/contracts';
import { PageHeader } from '@tutor/ui';
import { useFormatMoment } from '../../../shared/hooks/use-format-moment';
import { WorkStandingFacts } from './WorkStandingFacts';
import { TaskAttachments } from '../attachments/TaskAttachments';

/** Whose work this is and where it stands. */
export function CheckHeader({ view }: { view: WorkView }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const formatMoment = useFormatMoment();
  return (
    <header className="work-header">
      <PageHeader title={view.title} />
      <dl className="work-facts">
        <dt>{t('check.student')}</dt>
        <dd>
          {view.student.first_name} <span className="works-note">{view.student.email}</span>
        </dd>
        <WorkStandingFacts view={view} />
        {view.resubmitted ? (
          <>
            <dt>{t('check.submission')}</dt>
            <dd>
              <span className="works-badge">{t('resubmitted')}</span>
            </dd>
          </>
        ) : null}
        <dt>{t('check.submitted')}</dt>
        <dd>
          {view.submitted_at === null ? '—' : formatMoment(view.submitted_at)}
          {view.late ? <span className="works-warning">{t('late')}</span> : null}
        </dd>
      </dl>
      <TaskAttachments files={view.attachments} />
    </header>
  );
}
