import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { PageHeader, PageLoading, usePageTitle } from '@tutor/ui';
import '../../../shared/styles/works.css';

// Each role downloads only its own list.
const CheckQueue = lazy(() => import('./CheckQueue').then((m) => ({ default: m.CheckQueue })));
const StudentWorks = lazy(() =>
  import('./StudentWorks').then((m) => ({ default: m.StudentWorks })),
);

/** /works: a student's own works, or a teacher's queue of works to check. */
export function WorksPage() {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const user = useSession((state) => state.user);
  const teacher = user?.role === ROLE_TEACHER;
  const title = teacher ? t('teacher_title') : t('student_title');
  usePageTitle(title);
  return (
    <section className="works-page">
      <PageHeader
        title={title}
        description={teacher ? t('teacher_description') : t('student_description')}
      />
      <Suspense fallback={<PageLoading />}>
        {user === null ? null : teacher ? <CheckQueue /> : <StudentWorks />}
      </Suspense>
    </section>
  );
}
