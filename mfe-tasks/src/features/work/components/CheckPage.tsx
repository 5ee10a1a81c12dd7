import { useTranslation } from 'react-i18next';
import { WorkStatus } from '@tutor/contracts';
import { CommentsPanel } from '../../comments/components/CommentsPanel';
import { RefusalAlert } from './RefusalAlert';
import { ReadOnlyAnswers } from './ReadOnlyAnswers';
import { WorkResult } from './WorkResult';
import type { WorkPageProps } from '../lib/work-page-props';
import { CheckForm } from './CheckForm';
import { CheckHeader } from './CheckHeader';
import { ReturnForm } from './ReturnForm';
import { useOpenWork } from '../hooks/use-open-work';

/** The teacher's page of a student's work: opening it starts the check; 4 shows the result. */
export function CheckPage({ work, onView, onReload }: WorkPageProps) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { view, revision } = work;
  const open = useOpenWork(view, onView);
  const checking = view.status === WorkStatus.BeingChecked;
  const checked = view.status === WorkStatus.Checked;

  return (
    <article className="works-page check-page">
      <CheckHeader view={view} />
      <RefusalAlert error={open.error} onReload={onReload} />
      {open.opening ? <p role="status">{t('check.opening')}</p> : null}
      {checked ? <WorkResult view={view} onReload={onReload} /> : null}
      {checking ? (
        <CheckForm
          key={`check-${view.id}-${revision}`}
          view={view}
          onView={onView}
          onReload={onReload}
        />
      ) : null}
      {!checking && !open.opening ? <ReadOnlyAnswers view={view} protect={false} /> : null}
      {checking ? (
        <ReturnForm
          key={`return-${view.id}-${revision}`}
          view={view}
          onView={onView}
          onReload={onReload}
        />
      ) : null}
      {view.decision && !checked ? (
        <details className="work-decision">
          <summary>{t('check.decision')}</summary>
          <p>{view.decision}</p>
        </details>
      ) : null}
      <CommentsPanel key={`comments-${view.status}`} workId={view.id} />
    </article>
  );
}
