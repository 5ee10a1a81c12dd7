import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/**
 * Renders route objects into #root with a history-mode router: the shell's own routes,
 * or a remote's `./routes` on its standalone page (`nx serve mfe-…`).
 */
export function mountRoutes(routes: RouteObject[]): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
