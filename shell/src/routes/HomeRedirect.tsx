import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homePathForRole } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { usePageTitle } from '@tutor/ui';
import { Loading } from '../shared/components/Loading';

/** `/` sends a guest to /login and a signed-in user to their role's home. */
export function HomeRedirect() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  usePageTitle(t('app.loading'));
  if (status === 'unknown' || status === 'loading') return <Loading />;
  if (user) return <Navigate to={homePathForRole(user.role)} replace />;
  return <Navigate to="/login" replace />;
}
