import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WorkStatus, type WorkView } from '@tutor/contracts';
import { PageHeader } from '@tutor/ui';
import { useFormatMoment } from '../../../shared/hooks/use-format-moment';
import { WorkStandingFacts } from './WorkStandingFacts';
import { WorkTimer } from './WorkTimer';
import { TaskAttachments } from '../attachments/TaskAttachments';
import { workPath } from '../../../config/paths';

interface Props {
  view: WorkView;
  clockOffset: number;
  onExpire: () => void;
}

/** What the work is: title, subject, status, deadline, timer, criteria, earlier attempts. */
export function WorkHeader({ view, clockOffset, onExpire }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const formatMoment = useFormatMoment();
  const [openedAt] = useState(() => Date.now() + clockOffset);
  const draft = view.status === WorkStatus.Draft;
  const overdue = draft && view.deadline !== null && view.deadline < openedAt;
  const earlier = view.attempts.filter((attempt) => attempt.id !== view.id);
  return (
    <header className="work-header">
      <PageHeader title={view.title} />
      <dl className="work-facts">
        <WorkStandingFacts view={view} />
        {view.timer_minutes > 0 ? (
          <>
            <dt>{t('work.duration')}</dt>
            <dd>{t('timed', { minutes: view.timer_minutes })}</dd>
          </>
        ) : null}
        <dt>{t('work.deadline')}</dt>
        <dd>
          {view.deadline === null ? t('work.no_deadline') : formatMoment(view.deadline)}
          {overdue ? <span className="works-warning">{t('overdue')}</span> : null}
          {view.late ? <span className="works-warning">{t('late')}</span> : null}
        </dd>
      </dl>
      {draft && view.ends_at !== null ? (
        <WorkTimer endsAt={view.ends_at} clockOffset={clockOffset} onExpire={onExpire} />
      ) : null}
      {view.criteria ? (
        <section className="work-criteria">
          <h2>{t('work.criteria')}</h2>
          <p>{view.criteria}</p>
        </section>
      ) : null}
      <TaskAttachments files={view.attachments} />
      {earlier.length > 0 ? (
        <nav className="work-attempts" aria-label={t('work.attempts')}>
          {earlier.map((attempt) => (
            <Link key={attempt.id} to={workPath(attempt.id)}>
              {t('attempt', { number: attempt.attempt })}
            </Link>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
