import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorKey, ROLE_TEACHER } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { useSession } from '@tutor/session';
import { ApiErrorAlert, Button, EmptyState } from '@tutor/ui';
import { StudentWorkPage } from './student/StudentWorkPage';
import { CheckPage } from './teacher/CheckPage';
import { useWork } from './use-work';
import '../../works.css';

/** /works/:workId: a student's work page, or a teacher's check page. */
export function WorkPage() {
  const { workId } = useParams();
  const user = useSession((state) => state.user);
  const id = Number(workId);
  if (!Number.isInteger(id) || id <= 0) return <WorkNotFound />;
  if (user === null) return null;
  return <LoadedWorkPage key={id} workId={id} teacher={user.role === ROLE_TEACHER} />;
}

function LoadedWorkPage({ workId, teacher }: { workId: number; teacher: boolean }) {
  const { t } = useTranslation('works');
  const { state, reload, setView } = useWork(workId);
  if (state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.status === 'failed') {
    if (state.error instanceof ApiError && state.error.key === ErrorKey.WorkNotFound) {
      return <WorkNotFound />;
    }
    return (
      <section className="works-page">
        <ApiErrorAlert error={state.error} />
        <Button variant="secondary" onClick={reload}>
          {t('retry')}
        </Button>
      </section>
    );
  }
  const Page = teacher ? CheckPage : StudentWorkPage;
  return <Page work={state.work} onView={setView} onReload={reload} />;
}

/** The spec's WorkNotFound text as the page: missing, withdrawn or someone else's work. */
function WorkNotFound() {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('works');
  return (
    <section className="works-page">
      <EmptyState title={t(ErrorKey.WorkNotFound)}>
        <Link to="/works">{tw('back_to_works')}</Link>
      </EmptyState>
    </section>
  );
}
