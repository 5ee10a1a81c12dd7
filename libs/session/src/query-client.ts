import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server state on the page (TanStack Query). The shell and a remote's
 * standalone page provide it at the root (`mountRoutes` of `@tutor/ui/mount`); it lives
 * here, in a federation singleton, so every remote reads and invalidates the same cache.
 * The session store clears it when the signed-in user changes.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Failures are shown with a retry button; a silent retry would only delay them.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 0,
    },
    mutations: { retry: false },
  },
});
