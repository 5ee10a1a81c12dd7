import { loadRemote } from '@module-federation/enhanced/runtime';
import { checkModuleShape, RemoteShapeError } from './module-shape';
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
}
export type RemoteModuleId = keyof RemoteModules;

const RETRY_DELAYS_MS = [250, 1000];
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
async function loadWithRetry<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await loadOnce(id);
    } catch (error) {
      if (error instanceof RemoteShapeError) return failed(id, error);
      await wait(delay);
    }
  }
  try {
    return await loadOnce(id);
  } catch (error) {
    return failed(id, error);
  }
}

function failed(id: RemoteModuleId, error: unknown): never {
  reportRemoteFailure(
    remoteNameOf(id),
    error instanceof Error ? error.message : String(error),
    error instanceof RemoteShapeError ? 'shape' : 'load',
  );
  throw error;
}

/** A remote module, loaded once per page unless it failed or was forgotten. */
export function remoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  let module = loaded.get(id) as Promise<RemoteModules[Id]> | undefined;
  if (!module) {
    module = loadWithRetry(id);
    loaded.set(id, module);
    module.catch(() => loaded.delete(id));
  }
  return module;
}

export function forgetRemoteModule(id: RemoteModuleId): void {
  loaded.delete(id);
}
