import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { queryClient } from '@tutor/session';
import { Toaster } from './components/Toaster';

/**
 * Renders route objects into #root with a history-mode router: the shell's own routes,
 * or a remote's `./routes` on its standalone page (`nx serve mfe-…`). The page's one
 * Toaster comes with it, and the page's one TanStack Query client (`queryClient` of
 * `@tutor/session`, shared by every remote).
 */
export function mountRoutes(routes: RouteObject[]): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
