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

/** The URL areas of each remote name the registry may hold. */
export const REMOTE_AREAS = {
  auth: ['/login', '/password/reset'],
  tasks: ['/tasks', '/works', '/students'],
  marketplace: ['/marketplace'],
  journal: ['/journal', '/payouts'],
} as const;
export type RemoteName = keyof typeof REMOTE_AREAS;

/**
 * A registry entry (REMOTES_CONFIG): an mf-manifest.json URL, or a remoteEntry.js with how
 * it loads (`module` for an ES module, as Vite builds it; `global` for a classic script).
 */
export type RegistryEntry = string | { entry: string; type: 'module' | 'global' };
