import { useLocation } from 'react-router-dom';
import { remoteForPath } from '@tutor/contracts';
import { NotFound } from './NotFound';
import { RemoteArea } from './RemoteArea';

/** Picks the remote that owns the current path; areas come from libs/contracts. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFound />;
  return <RemoteArea key={remote} name={remote} />;
}
