import { useLocation } from 'react-router-dom';
import { areaIsFor, entryForPath, type RemoteArea as RemoteAreaType } from '@tutor/contracts';
import { RequireUser, RoleGate } from '@tutor/ui';
import { useRegistryEntries } from '../federation/registry-store';
import { areaRoleOf } from '../layout/area-role';
import { NoAccess } from './NoAccess';
import { NotFound } from '../shared/components/NotFound';
import { RemoteArea } from './RemoteArea';

/** The area for whom its roles allow: a guest signs in first, anyone else is told no. */
function RoleArea({ name, area }: { name: string; area: RemoteAreaType }) {
  return (
    <RequireUser>
      <RoleGate allow={(user) => areaIsFor(area, areaRoleOf(user))} denied={<NoAccess />}>
        <RemoteArea key={name} name={name} />
      </RoleGate>
    </RequireUser>
  );
}

/** Picks the registry entry that owns the current path and mounts its `routes`. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const found = entryForPath(useRegistryEntries(), pathname);
  if (!found) return <NotFound />;
  const { entry, area } = found;
  if (area.roles === undefined) return <RemoteArea key={entry.name} name={entry.name} />;
  return <RoleArea key={entry.name} name={entry.name} area={area} />;
}
