import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { checkModuleShape, RemoteShapeError } from './module-shape';
import { loadTimeout } from './load-timeout';
import { remoteNameOf } from './registry';
import { reportRemoteFailure } from './report-failure';

/**
 * Everything the shell uses from the remotes, by federation id. The imports resolve, for
 * the type checker only, to the remotes' sources (tsconfig paths), so the shell's build
 * fails if a remote stops exposing what the shell uses.
 */
export interface RemoteModules {
  'auth/routes': typeof import('auth/routes');
  'auth/AccountSocialBlock': typeof import('auth/AccountSocialBlock');
  'auth/AccountSettingsBlocks': typeof import('auth/AccountSettingsBlocks');
  'auth/SubscriptionBlock': typeof import('auth/SubscriptionBlock');
  'tasks/routes': typeof import('tasks/routes');
  'marketplace/routes': typeof import('marketplace/routes');
  'journal/routes': typeof import('journal/routes');
  /** The area module of any registry entry, built here or elsewhere. */
  [id: `${string}/routes`]: RemoteRoutesModule;
}
export type RemoteModuleId = keyof RemoteModules;

/** What every remote's `./routes` exposes (the contract's RemoteRoutesModule). */
interface RemoteRoutesModule {
  routes: RouteObject[];
}

const RETRY_DELAYS_MS = [250, 1000];
/** A remote module that could not be loaded (or not in time): a later try may work. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
}

/** One load of a module, whose failure is reported unless the load already timed out. */
interface Load {
  over: boolean;
}
const loaded = new Map<RemoteModuleId, Promise<unknown>>();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const module = await loadRemote<RemoteModules[Id]>(id);
  if (!module) throw new Error(`Remote module "${id}" is missing`);
  checkModuleShape(id, module);
  return module;
}

/**
 * First layer of containment: a module that fails to load is tried again twice. One that
 * loaded in the wrong shape is reported at once: loading it again changes nothing.
 */
async function loadWithRetry<Id extends RemoteModuleId>(
  id: Id,
  load: Load,
): Promise<RemoteModules[Id]> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await loadOnce(id);
    } catch (error) {
      if (error instanceof RemoteShapeError) return failed(id, error, load);
      await wait(delay);
      if (load.over) return failed(id, error, load);
    }
  }
  try {
    return await loadOnce(id);
  } catch (error) {
    return failed(id, error, load);
  }
}

/** Reports the failure (once per load) and throws it: shape errors as they are, others as load errors. */
function failed(id: RemoteModuleId, error: unknown, load: Load): never {
  const message = error instanceof Error ? error.message : String(error);
  if (!load.over) {
    load.over = true;
    reportRemoteFailure(
      remoteNameOf(id),
      message,
      error instanceof RemoteShapeError ? 'shape' : 'load',
    );
  }
  throw error instanceof RemoteShapeError || error instanceof RemoteLoadError
    ? error
    : new RemoteLoadError(message, { cause: error });
}

/** Second layer: a module still loading after the timeout gives way to its fallback. */
function loadInTime<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const load: Load = { over: false };
  const ms = loadTimeout();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        failed(id, new RemoteLoadError(`"${id}" did not load within ${ms} ms`), load);
      } catch (error) {
        reject(error instanceof Error ? error : new RemoteLoadError(String(error)));
      }
    }, ms);
    loadWithRetry(id, load).then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new RemoteLoadError(String(error)));
      },
    );
  });
}

/** A remote module, loaded once per page unless it failed or was forgotten. */
export function remoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  let module = loaded.get(id) as Promise<RemoteModules[Id]> | undefined;
  if (!module) {
    module = loadInTime(id);
    loaded.set(id, module);
    module.catch(() => loaded.delete(id));
  }
  return module;
}

export function forgetRemoteModule(id: RemoteModuleId): void {
  loaded.delete(id);
}
