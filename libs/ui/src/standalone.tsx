import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setRequestLocale } from '@tutor/api-client';
import { currentLocale, initI18n, onLocaleChange } from '@tutor/i18n';
import { useAppSettings, useSession } from '@tutor/session';

/**
 * A remote's own page for isolated development (`nx serve mfe-…`): the same route objects
 * the shell mounts, with the same i18n, session and settings, but no shell around them.
 */
export function mountStandalone(routes: RouteObject[]): void {
  initI18n();
  setRequestLocale(currentLocale());
  onLocaleChange(setRequestLocale);
  void useSession.getState().load();
  void useAppSettings.getState().load();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
