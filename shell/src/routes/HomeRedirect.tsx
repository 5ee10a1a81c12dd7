import { Navigate } from 'react-router-dom';
import { homePathForRole } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { Loading } from './RemoteArea';

/** `/` sends a guest to /login and a signed-in user to their role's home. */
export function HomeRedirect() {
  const { status, user } = useSession();
  if (status === 'unknown' || status === 'loading') return <Loading />;
  if (user) return <Navigate to={homePathForRole(user.role)} replace />;
  return <Navigate to="/login" replace />;
}
