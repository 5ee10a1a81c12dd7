import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkStatus } from '@tutor/contracts';
import { Button, usePageTitle } from '@tutor/ui';
import { MathText } from '@tutor/ui/math';
import { CommentsPanel } from '../comments/components/CommentsPanel';
import { CommentBankManager } from '../comments/bank/CommentBankManager';
import { RefusalAlert } from './RefusalAlert';
import { ReadOnlyAnswers } from './ReadOnlyAnswers';
import { WorkResult } from './WorkResult';
import type { WorkPageProps } from '../lib/work-page-props';
import { CheckForm } from './CheckForm';
import { CheckHeader } from './CheckHeader';
import { ReturnForm } from './ReturnForm';
import { useOpenWork } from '../hooks/use-open-work';
import { TeacherAnnotations } from '../annotations/components/AnnotationsSection';

/**
 * The teacher's page of a student's work: opening it starts the check; 4 shows the result,
 * which "Изменить оценку" opens again in the check form (re-grading).
 */
export function CheckPage({ work, onView, onReload }: WorkPageProps) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { view, revision } = work;
  usePageTitle(t('check_title', { title: view.title }));
  const open = useOpenWork(view, onView);
  const [regrading, setRegrading] = useState(false);
  const checking = view.status === WorkStatus.BeingChecked;
  const checked = view.status === WorkStatus.Checked;
  const regrade = checked && regrading;

  return (
    <article className="works-page check-page">
      <CheckHeader view={view} />
      <RefusalAlert error={open.error} onReload={onReload} />
      {open.opening ? <p role="status">{t('check.opening')}</p> : null}
      {checked && !regrade ? (
        <>
          <WorkResult view={view} onReload={onReload} />
          <div className="works-actions">
            <Button variant="secondary" onClick={() => setRegrading(true)}>
              {t('check.regrade')}
            </Button>
          </div>
        </>
      ) : null}
      {checking || regrade ? (
        <CheckForm
          key={`check-${view.id}-${revision}`}
          view={view}
          onView={onView}
          onReload={onReload}
          regrade={regrade ? { onDone: () => setRegrading(false) } : undefined}
        />
      ) : null}
      {!checking && !regrade && !open.opening ? (
        <ReadOnlyAnswers
          view={view}
          protect={false}
          commentWriter={{ studentName: view.student.first_name }}
        />
      ) : null}
      {!open.opening ? <TeacherAnnotations view={view} /> : null}
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
          <p>
            <MathText text={view.decision} />
          </p>
        </details>
      ) : null}
      <CommentsPanel key={`comments-${view.status}-${view.checked_at ?? 0}`} workId={view.id} />
      <CommentBankManager />
    </article>
  );
}
