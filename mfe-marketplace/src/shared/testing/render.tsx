import { cleanup, screen, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { addMarketplaceTranslations } from '../../i18n/namespace';

/** Spec helpers of this remote (imported by *.spec.tsx only). */

export const TEACHER: SessionUser = {
  id: 1,
  email: 'anna@example.com',
  first_name: 'Анна',
  phone: null,
  role: ROLE_TEACHER,
  social_accounts: [],
};

export const STUDENT: SessionUser = {
  id: 2,
  email: 'olya@example.com',
  first_name: 'Оля',
  phone: null,
  role: ROLE_STUDENT,
  social_accounts: [],
};

export function signInAs(role: 'teacher' | 'student' | SessionUser): void {
  const user = role === 'teacher' ? TEACHER : role === 'student' ? STUDENT : role;
  useSession.getState().setUser(user);
}

/** Shows where the router is (path and query): after the page, or where it navigated to. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** A fresh query cache per render: no answer leaks from one test into the next. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders the routes at a path with this remote's texts and a fresh query cache, as the
 * shell mounts them, plus a probe (`currentPath`) for the paths the page navigates to.
 */
export function renderAt(routes: RouteObject[], path: string): RenderResult {
  addMarketplaceTranslations();
  const client = testQueryClient();
  return renderRoutes(
    [
      {
        element: (
          <QueryClientProvider client={client}>
            <Outlet />
          </QueryClientProvider>
        ),
        children: [...routes, { path: '*', element: <LocationProbe /> }],
      },
    ],
    path,
  );
}

export const currentPath = async (path: string) =>
  expect((await screen.findByTestId('location')).textContent).toBe(path);

/** Unmounts first, so the signed-out session does not re-render a mounted page. */
export function resetSession(): void {
  cleanup();
  useSession.setState({ user: null, status: 'unknown', error: null });
}
