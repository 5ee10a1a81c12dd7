import { useTranslation } from 'react-i18next';
import type { WorkView } from '@tutor/contracts';
import { useStatusLabel } from '../../../shared/hooks/use-status-label';

/** The facts both work pages list: subject, status, and the attempt after the first. */
export function WorkStandingFacts({ view }: { view: WorkView }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const statusLabel = useStatusLabel();
  return (
    <>
      <dt>{t('work.subject')}</dt>
      <dd>{view.subject?.name ?? '—'}</dd>
      <dt>{t('work.status')}</dt>
      <dd className={`works-status works-status-${view.status}`}>
        {statusLabel(view.status, view.returned)}
      </dd>
      {view.attempt > 1 ? (
        <>
          <dt>{t('work.attempt')}</dt>
          <dd>{view.attempt}</dd>
        </>
      ) : null}
    </>
  );
}
