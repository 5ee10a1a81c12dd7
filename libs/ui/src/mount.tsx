import { StrictMode, startTransition } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { queryClient } from '@tutor/session';
import { Toaster } from './components/Toaster';
// The design system's page-wide styles: here, not in index.ts, which a build without
// federation skips (the package is side-effect free but for its CSS) and so lost them.
import './styles/tokens.css';
import './styles/controls.css';
import './styles/buttons.css';
import './styles/layout.css';
import './styles/feedback.css';
import './styles/tables.css';

/**
 * Renders route objects into #root with a history-mode router: the shell's own routes,
 * or a remote's `./routes` on its standalone page (`nx serve mfe-…`). The page's one
 * Toaster and the design system's styles come with it, and the page's one TanStack
 * Query client (`queryClient` of `@tutor/session`, shared by every remote).
 */
export function mountRoutes(routes: RouteObject[]): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const page = createRoot(root);
  // In a transition React renders the first page in slices and yields between them: one
  // task for the whole page kept taps and key presses waiting during start-up.
  startTransition(() => {
    page.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createBrowserRouter(routes)} />
          <Toaster />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
