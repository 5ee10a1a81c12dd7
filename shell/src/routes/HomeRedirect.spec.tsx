import { screen } from '@testing-library/react';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { HomeRedirect } from './HomeRedirect';

const routes = [
  { path: '/', element: <HomeRedirect /> },
  { path: '/login', element: <h1>login</h1> },
  { path: '/tasks', element: <h1>tasks</h1> },
  { path: '/works', element: <h1>works</h1> },
];

function signIn(role: number) {
  useSession.getState().setUser({
    id: 1,
    email: 'a@example.com',
    first_name: 'A',
    phone: null,
    role,
    social_accounts: [],
    email_verified: true,
    is_operator: false,
  });
}

describe('/', () => {
  afterEach(() => useSession.setState({ user: null, status: 'unknown' }));

  it('sends a guest to /login', async () => {
    useSession.getState().setUser(null);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
  });

  it('sends a teacher to the tasks and a student to the works', async () => {
    signIn(ROLE_TEACHER);
    const { unmount } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'tasks' })).toBeTruthy();
    unmount();
    signIn(ROLE_STUDENT);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'works' })).toBeTruthy();
  });

  it('waits while the session is being asked for', () => {
    useSession.setState({ status: 'loading' });
    renderRoutes(routes, '/');
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
  });
});
