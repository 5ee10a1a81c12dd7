import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '@tutor/session';

/** Pages for signed-in people only: a guest is sent to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, user } = useSession();
  if (status === 'unknown' || status === 'loading') {
    return (
      <p className="ui-loading" role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
