import { useTranslation } from 'react-i18next';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { CheckQueue } from './queue/CheckQueue';
import { StudentWorks } from './student/StudentWorks';
import '../../works.css';

/** /works: a student's own works, or a teacher's queue of works to check. */
export function WorksPage() {
  const { t } = useTranslation('works');
  const user = useSession((state) => state.user);
  return (
    <section className="works-page">
      <h1>{t('title')}</h1>
      {user === null ? null : user.role === ROLE_TEACHER ? <CheckQueue /> : <StudentWorks />}
    </section>
  );
}
