import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { changeLocale, initI18n } from '@tutor/i18n';

/**
 * Renders a remote's route objects at a path, as the shell would mount them, with a query
 * cache of its own (no answer leaks from one test into the next) that does not retry.
 */
export function renderRoutes(routes: RouteObject[], path: string): RenderResult {
  return renderWithQueries(
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />,
  );
}

/** Renders a block with a query cache of its own that does not retry. */
export function renderWithQueries(ui: ReactElement): RenderResult {
  initI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
