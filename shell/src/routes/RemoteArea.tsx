import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@tutor/contracts';
import { refreshRegistry } from '../federation/registry';
import { forgetRemote, remoteRoutes } from '../federation/remote-routes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { NotFound } from './NotFound';

type Loaded = { routes: RouteObject[] } | { error: unknown } | null;

/** Loads a remote's routes; a failure is thrown during render for the error boundary. */
function useRemoteRoutes(name: RemoteName): RouteObject[] | null {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let current = true;
    remoteRoutes(name).then(
      (routes) => current && setLoaded({ routes }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [name]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded ? loaded.routes : null;
}

function RemoteRoutes({ name }: { name: RemoteName }) {
  const routes = useRemoteRoutes(name);
  const element = useRoutes([...(routes ?? []), { path: '*', element: <NotFound /> }]);
  return routes ? element : <Loading />;
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
      <RemoteRoutes name={name} />
    </RemoteErrorBoundary>
  );
}
