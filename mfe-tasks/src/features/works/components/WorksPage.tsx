import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { PageHeader, usePageTitle, retryingLazy } from '@tutor/ui';
import { readView, STUDENT_VIEWS, TEACHER_VIEWS, type WorksView } from '../lib/works-view';
import { WorksViews } from './WorksViews';
import '../../../shared/styles/works.css';

// Each role downloads only its own list; the calendar only when opened.
const CheckQueue = retryingLazy(() =>
  import('./CheckQueue').then((m) => ({ default: m.CheckQueue })),
);
const StudentWorks = retryingLazy(() =>
  import('./StudentWorks').then((m) => ({ default: m.StudentWorks })),
);
const StudentTodo = retryingLazy(() =>
  import('./StudentTodo').then((m) => ({ default: m.StudentTodo })),
);
const DeadlineCalendar = retryingLazy(() =>
  import('./DeadlineCalendar').then((m) => ({ default: m.DeadlineCalendar })),
);

function ViewBody({ view }: { view: WorksView }) {
  switch (view) {
    case 'todo':
      return <StudentTodo />;
    case 'all':
      return <StudentWorks />;
    case 'queue':
      return <CheckQueue />;
    case 'calendar':
      return <DeadlineCalendar />;
  }
}

/**
 * /works: a student's works to do (the default), all of them, or the calendar of their
 * deadlines; a teacher's queue of works to check or the calendar of the tasks they sent.
 */
export function WorksPage() {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  const teacher = user?.role === ROLE_TEACHER;
  const views = teacher ? TEACHER_VIEWS : STUDENT_VIEWS;
  const view = readView(views, params.get('view'));
  const title = teacher ? t('teacher_title') : t('student_title');
  usePageTitle(title);
  return (
    <section className="works-page">
      <PageHeader
        title={title}
        description={teacher ? t('teacher_description') : t('student_description')}
      />
      {user === null ? null : (
        <>
          <WorksViews views={views} current={view} />
          <ViewBody view={view} />
        </>
      )}
    </section>
  );
}
