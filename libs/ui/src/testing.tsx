import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { changeLocale, initI18n } from '@tutor/i18n';
import { queryDefaults, useSession } from '@tutor/session';

/**
 * Renders a remote's route objects at a path, as the shell would mount them, with a query
 * cache of its own (no answer leaks from one test into the next) that does not retry.
 */
export function renderRoutes(routes: RouteObject[], path: string): RenderResult {
  return renderWithQueries(
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />,
  );
}

/** Renders a block with a query cache of its own, set up as the page's (no retry). */
export function renderWithQueries(ui: ReactElement): RenderResult {
  initI18n();
  const client = new QueryClient({ defaultOptions: queryDefaults });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

export interface AreaExpectation {
  path: string;
  ru: string;
  en: string;
}

/** Declares, for a remote whose areas are still empty, the tests that each one renders. */
export function describeAreaPlaceholders(routes: RouteObject[], areas: AreaExpectation[]): void {
  afterEach(() => changeLocale('ru'));

  it('owns exactly its areas', () => {
    expect(routes.map((route) => route.path)).toEqual(areas.map((area) => area.path));
  });

  it.each(areas)('shows a translated empty state at $path', async ({ path, ru, en }) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: ru })).toBeTruthy();
    await changeLocale('en');
    expect(await screen.findByRole('heading', { name: en })).toBeTruthy();
  });
}

/** The signed-in people of the remotes' specs. */
export const TEACHER: SessionUser = {
  id: 1,
  email: 'anna@example.com',
  first_name: 'Анна',
  phone: null,
  role: ROLE_TEACHER,
  social_accounts: [],
  email_verified: true,
  is_operator: false,
};

export const STUDENT: SessionUser = {
  id: 2,
  email: 'olya@example.com',
  first_name: 'Оля',
  phone: null,
  role: ROLE_STUDENT,
  social_accounts: [],
  email_verified: true,
  is_operator: false,
};

export function signInAs(role: 'teacher' | 'student' | SessionUser): void {
  const user = role === 'teacher' ? TEACHER : role === 'student' ? STUDENT : role;
  useSession.getState().setUser(user);
}

/** Unmounts first, so the signed-out session does not re-render a mounted page. */
export function resetSession(): void {
  cleanup();
  useSession.setState({ user: null, status: 'unknown', error: null });
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
 * Renders a remote's routes at a path, as the shell mounts them, with a fresh query cache
 * and a probe (`currentPath`) for where pages navigate. The remote's texts are added once
 * by its Jest set-up (`jest.setup.ts`).
 */
export function renderAt(routes: RouteObject[], path: string): RenderResult {
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
