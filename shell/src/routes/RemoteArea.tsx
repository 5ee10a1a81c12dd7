import { useRoutes } from 'react-router-dom';
import { Loading } from '../shared/components/Loading';
import { NotFound } from '../shared/components/NotFound';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteModule } from './use-remote-module';

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
