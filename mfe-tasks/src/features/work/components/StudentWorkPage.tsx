import { useTranslation } from 'react-i18next';
import { WorkStatus } from '@tutor/contracts';
import { Alert, usePageTitle } from '@tutor/ui';
import { CommentsPanel } from '../comments/components/CommentsPanel';
import type { WorkPageProps } from '../lib/work-page-props';
import { AnswerForm } from './AnswerForm';
import { ReadOnlyAnswers } from './ReadOnlyAnswers';
import { ReturnedBanner } from './ReturnedBanner';
import { StartPanel } from './StartPanel';
import { WorkHeader } from './WorkHeader';
import { WorkResult } from './WorkResult';
import { StudentAnnotations } from '../annotations/components/AnnotationsSection';

/** The student's page of one work: starting it, doing it, waiting for the check, or its result. */
export function StudentWorkPage({ work, onView, onReload }: WorkPageProps) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { view, clockOffset, revision } = work;
  usePageTitle(view.title);
  const draft = view.status === WorkStatus.Draft;
  const hidden = draft && view.questions_hidden;
  const waiting = view.status === WorkStatus.Submitted || view.status === WorkStatus.Resubmitted;

  return (
    <article className="works-page work-page">
      {draft && view.returned ? <ReturnedBanner workId={view.id} /> : null}
      <WorkHeader view={view} clockOffset={clockOffset} onExpire={onReload} />
      {waiting ? <Alert tone="success">{t('work.submitted_note')}</Alert> : null}
      {view.status === WorkStatus.Checked ? <WorkResult view={view} onReload={onReload} /> : null}
      {hidden ? <StartPanel view={view} onView={onView} onReload={onReload} /> : null}
      {draft && !hidden ? (
        <AnswerForm
          key={`${view.id}-${revision}`}
          view={view}
          onSubmitted={onView}
          onReload={onReload}
        />
      ) : null}
      {!draft ? <ReadOnlyAnswers view={view} protect={!view.allow_question_copy} /> : null}
      <StudentAnnotations view={view} />
      <CommentsPanel key={`comments-${view.status}`} workId={view.id} />
    </article>
  );
}
