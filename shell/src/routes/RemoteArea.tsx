import { Suspense, use, useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@tutor/contracts';
import { refreshRegistry } from '../federation/registry';
import { forgetRemote, remoteRoutes } from '../federation/remote-routes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { NotFound } from './NotFound';

function RemoteRoutes({ name }: { name: RemoteName }) {
  const routes = use(remoteRoutes(name));
  return useRoutes([...routes, { path: '*', element: <NotFound /> }]);
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="shell-loading" role="status">
      {t('app.loading')}
    </p>
  );
}

/** The part of the page a remote owns, loaded on first visit and contained on failure. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    forgetRemote(name);
    await refreshRegistry().catch(() => undefined);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={name} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <RemoteRoutes name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
