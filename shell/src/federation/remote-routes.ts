import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '@tutor/contracts';
import { reportRemoteFailure } from './report-failure';

/**
 * What the shell uses of each remote's `./routes`. The imports resolve, for the type
 * checker only, to the remotes' sources (tsconfig paths), so the shell's build fails if
 * a remote stops exposing route objects.
 */
interface RemoteRoutesModules {
  auth: typeof import('auth/routes');
  tasks: typeof import('tasks/routes');
  marketplace: typeof import('marketplace/routes');
  journal: typeof import('journal/routes');
}

const RETRY_DELAYS_MS = [250, 1000];
const loaded = new Map<RemoteName, Promise<RouteObject[]>>();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce<N extends RemoteName>(name: N): Promise<RouteObject[]> {
  const module = await loadRemote<RemoteRoutesModules[N]>(`${name}/routes`);
  if (!module) throw new Error(`Remote "${name}" exposes no ./routes`);
  const routes: RouteObject[] = module.routes;
  return routes;
}

/** First layer of containment: a remote that fails to load is tried again twice. */
async function loadWithRetry(name: RemoteName): Promise<RouteObject[]> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await loadOnce(name);
    } catch {
      await wait(delay);
    }
  }
  try {
    return await loadOnce(name);
  } catch (error) {
    reportRemoteFailure(name, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** The route objects of a remote, loaded once per page unless forgotten. */
export function remoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  let routes = loaded.get(name);
  if (!routes) {
    routes = loadWithRetry(name);
    loaded.set(name, routes);
    routes.catch(() => loaded.delete(name));
  }
  return routes;
}

export function forgetRemote(name: RemoteName): void {
  loaded.delete(name);
}
