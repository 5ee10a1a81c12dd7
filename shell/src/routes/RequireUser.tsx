import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@tutor/session';
import { Loading } from './RemoteArea';

/** Pages for signed-in people only: a guest is sent to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'unknown' || status === 'loading') return <Loading />;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
