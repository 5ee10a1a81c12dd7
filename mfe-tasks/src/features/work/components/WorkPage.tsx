import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorKey, ROLE_TEACHER } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { useSession } from '@tutor/session';
import { EmptyState, PageLoading, QueryError, usePageTitle, retryingLazy } from '@tutor/ui';
import { useWork } from '../hooks/use-work';
import '../../../shared/styles/works.css';
import { paths } from '../../../config/paths';

// Each role downloads only its own page of a work.
const CheckPage = retryingLazy(() => import('./CheckPage').then((m) => ({ default: m.CheckPage })));
const StudentWorkPage = retryingLazy(() =>
  import('./StudentWorkPage').then((m) => ({ default: m.StudentWorkPage })),
);

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
  const { state, reload, setView, fetching } = useWork(workId);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    if (state.error instanceof ApiError && state.error.key === ErrorKey.WorkNotFound) {
      return <WorkNotFound />;
    }
    return (
      <section className="works-page">
        <QueryError error={state.error} onRetry={reload} retrying={fetching} />
      </section>
    );
  }
  const Page = teacher ? CheckPage : StudentWorkPage;
  return <Page work={state.work} onView={setView} onReload={reload} />;
}

/** The spec's WorkNotFound text as the page: missing, withdrawn or someone else's work. */
function WorkNotFound() {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('tasks', { keyPrefix: 'works' });
  usePageTitle(t(ErrorKey.WorkNotFound));
  return (
    <section className="works-page">
      <EmptyState title={t(ErrorKey.WorkNotFound)}>
        <Link to={paths.works}>{tw('back_to_works')}</Link>
      </EmptyState>
    </section>
  );
}
