import type { RouteObject } from 'react-router';

export type { RouteObject };
export type {
  AreaRole,
  NavIcon,
  RegistryEntry,
  RemoteArea,
  RemoteAreaNav,
  RemoteEntryType,
} from '@tutor/contracts';

/** The one module every remote exposes, under this name in its federation config. */
export const ROUTES_EXPOSE = './routes';

/**
 * What `./routes` must export: `routes`, react-router route objects for the URL areas the
 * registry gives the remote (absolute paths, e.g. `/reports/:id`). Not `default`: the shell
 * checks the shape when it loads the module and reports a wrong one to the operators.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}
