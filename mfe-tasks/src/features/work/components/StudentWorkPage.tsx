import { useTranslation } from 'react-i18next';
import { WorkStatus } from '@tutor/contracts';
import { CommentsPanel } from '../../comments/components/CommentsPanel';
import { RefusalAlert } from './RefusalAlert';
import type { WorkPageProps } from '../lib/work-page-props';
import { AnswerForm } from './AnswerForm';
import { ReadOnlyAnswers } from './ReadOnlyAnswers';
import { useStartWork } from '../hooks/use-start-work';
import { WorkHeader } from './WorkHeader';
import { WorkResult } from './WorkResult';

/** The student's page of one work: doing it, waiting for the check, or its result. */
export function StudentWorkPage({ work, onView, onReload }: WorkPageProps) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { view, clockOffset, revision } = work;
  const start = useStartWork(view, onView);
  const editable = view.status === WorkStatus.Draft && view.started_at !== null;

  return (
    <article className="works-page work-page">
      <WorkHeader view={view} clockOffset={clockOffset} onExpire={onReload} />
      {view.status === WorkStatus.Checked ? <WorkResult view={view} onReload={onReload} /> : null}
      <RefusalAlert error={start.error} onReload={onReload} />
      {start.starting ? <p role="status">{t('work.starting')}</p> : null}
      {editable ? (
        <AnswerForm
          key={`${view.id}-${revision}`}
          view={view}
          onSubmitted={onView}
          onReload={onReload}
        />
      ) : null}
      {!editable && !start.starting ? (
        <ReadOnlyAnswers view={view} protect={!view.allow_question_copy} />
      ) : null}
      <CommentsPanel key={`comments-${view.status}`} workId={view.id} />
    </article>
  );
}
