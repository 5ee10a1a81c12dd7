import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * How every query and change of the page behaves. Failures are shown with a retry button;
 * a silent retry would only delay them. `networkMode: 'always'`: offline, a query fails at
 * once with the network error (shown as "no network" with a retry) instead of waiting,
 * paused, behind "Loading…" until the connection comes back, and a change fails at once
 * too instead of being sent later by itself, when the person may have left or sent it again.
 */
export const queryDefaults = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 0,
    networkMode: 'always',
  },
  mutations: { retry: false, networkMode: 'always' },
} as const satisfies DefaultOptions;

/**
 * The one cache of server state on the page (TanStack Query). The shell and a remote's
 * standalone page provide it at the root (`mountRoutes` of `@tutor/ui/mount`); it lives
 * here, in a federation singleton, so every remote reads and invalidates the same cache.
 * The session store clears it when the signed-in user changes.
 */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
