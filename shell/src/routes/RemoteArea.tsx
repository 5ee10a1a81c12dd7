import { useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@tutor/contracts';
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

function RemoteRoutes({ name }: { name: RemoteName }) {
  const module = useRemoteModule(`${name}/routes`);
  const element = useRoutes([...(module?.routes ?? []), { path: '*', element: <NotFound /> }]);
  return module ? element : <Loading />;
}

/** The part of the page a remote owns, loaded on first visit and contained on failure. */
export function RemoteArea({ name }: { name: RemoteName }) {
  return (
    <RemoteBoundary id={`${name}/routes`}>
      <RemoteRoutes name={name} />
    </RemoteBoundary>
  );
}
