import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { PageLoading } from '../../../shared/components/PageLoading';
import '../../../works.css';

// Each role downloads only its own list.
const CheckQueue = lazy(() => import('./CheckQueue').then((m) => ({ default: m.CheckQueue })));
const StudentWorks = lazy(() =>
  import('./StudentWorks').then((m) => ({ default: m.StudentWorks })),
);

/** /works: a student's own works, or a teacher's queue of works to check. */
export function WorksPage() {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const user = useSession((state) => state.user);
  return (
    <section className="works-page">
      <h1>{t('title')}</h1>
      <Suspense fallback={<PageLoading />}>
        {user === null ? null : user.role === ROLE_TEACHER ? <CheckQueue /> : <StudentWorks />}
      </Suspense>
    </section>
  );
}
