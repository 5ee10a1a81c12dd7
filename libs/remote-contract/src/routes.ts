import type { RouteObject } from 'react-router';

export type { RouteObject };

/** The one module every remote exposes, under this name in its federation config. */
export const ROUTES_EXPOSE = './routes';

/**
 * What `./routes` must export: `routes`, react-router route objects for the URL areas the
 * remote owns (absolute paths, e.g. `/marketplace/:id`). Not `default`: the shell checks
 * the shape when it loads the module and reports a wrong one to the operators.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** A registry entry (REMOTES_CONFIG or the operators' API) and its URL areas. */
export type { AreaRole, RegistryEntry, RemoteArea, RemoteAreaNav } from '@tutor/contracts';
