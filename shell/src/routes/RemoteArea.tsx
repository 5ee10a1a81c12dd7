import { useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound } from './NotFound';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteModule } from './use-remote-module';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="shell-loading" role="status">
      {t('app.loading')}
    </p>
  );
}

function RemoteRoutes({ name }: { name: string }) {
  const module = useRemoteModule(`${name}/routes` as const);
  const element = useRoutes([...(module?.routes ?? []), { path: '*', element: <NotFound /> }]);
  return module ? element : <Loading />;
}

/** The part of the page a remote owns, loaded on first visit and contained on failure. */
export function RemoteArea({ name }: { name: string }) {
  return (
    <RemoteBoundary id={`${name}/routes`}>
      <RemoteRoutes name={name} />
    </RemoteBoundary>
  );
}
