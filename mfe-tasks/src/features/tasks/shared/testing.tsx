import { cleanup, screen, type RenderResult } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { ErrorKey, ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import { ApiError, http } from '@tutor/api-client';
import { addTranslations } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { en } from '../../../i18n/en';
import { ru } from '../../../i18n/ru';

/** Spec helpers of the teacher's pages (imported by *.spec.tsx only). */

export function signInAs(role: 'teacher' | 'student'): void {
  useSession.getState().setUser({
    id: role === 'teacher' ? 1 : 2,
    email: `${role}@example.com`,
    first_name: role === 'teacher' ? 'Мария Ивановна' : 'Петя',
    phone: null,
    role: role === 'teacher' ? ROLE_TEACHER : ROLE_STUDENT,
    social_accounts: [],
  });
}

/** Shows where the router went, for pages that navigate away. */
function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders the routes at a path with the tasks texts, plus a probe for other paths. */
export function renderAt(routes: RouteObject[], path: string): RenderResult {
  addTranslations('tasks', { ru, en });
  return renderRoutes([...routes, { path: '*', element: <Location /> }], path);
}

export const currentPath = async (path: string) =>
  expect((await screen.findByTestId('location')).textContent).toBe(path);

/** Answers GETs by address; an unknown address is a 404. Values may be functions of the url. */
export function mockGet(answers: Record<string, unknown>) {
  const get = (url: string) => {
    if (!(url in answers)) return Promise.reject(new ApiError(ErrorKey.ModelNotFound, 404, null));
    const answer = answers[url];
    const data: unknown =
      typeof answer === 'function' ? (answer as (u: string) => unknown)(url) : answer;
    return data instanceof Error ? Promise.reject(data) : Promise.resolve({ data });
  };
  return jest.spyOn(http, 'get').mockImplementation(get);
}

export const answer = (data: unknown) => ({ data });

/** A 422 as the api-client hands it over. */
export function invalid(errors: Record<string, string[]>): ApiError {
  return new ApiError(ErrorKey.Validation, 422, 'The given data was invalid.', errors);
}

/** Unmounts first, so the signed-out session does not re-render a mounted page. */
export function resetSession(): void {
  cleanup();
  useSession.setState({ user: null, status: 'unknown', error: null });
}
