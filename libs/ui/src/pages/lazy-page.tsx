import type { ComponentType } from 'react';
import { RequireUser } from '../components/RequireUser';
import { retryingLazy } from './retrying-lazy';

type Page = ComponentType;

/**
 * A page whose code loads on its first visit: `lazyPage(() => import('./X'), 'XPage')`.
 * (The shell mounts a remote's routes with useRoutes, which does not run a route's `lazy`,
 * hence a component that loads its code: retryingLazy.)
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Module[Name] extends ComponentType ? Name : never,
): Page {
  return retryingLazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

/** A lazy page for anyone (a guest too); the loading note shows while its code comes. */
export function guestPage(Page: Page) {
  return <Page />;
}

/** A lazy page for signed-in people: a guest goes to /login. */
export function userPage(Page: Page) {
  return <RequireUser>{guestPage(Page)}</RequireUser>;
}
