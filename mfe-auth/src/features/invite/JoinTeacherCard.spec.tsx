import { fireEvent, screen } from '@testing-library/react';
import { ErrorKey, ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { ApiError, http } from '@tutor/api-client';
import { useAppSettings, useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { routes } from '../../routes';

const user = (role: number): SessionUser => ({
  id: 7,
  email: 'anna@example.com',
  first_name: 'Аня',
  phone: null,
  role,
  social_accounts: [],
});

const INVITE_PAGE = '/login?asStudent=1&invite=Abc_12-xyz';

beforeEach(() => useAppSettings.setState({ settings: null }));
afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null, status: 'guest' });
});

describe('a signed-in student opens an invite link', () => {
  beforeEach(() => useSession.setState({ user: user(ROLE_STUDENT), status: 'signed-in' }));

  it('joins with one press and says whose student they are now', async () => {
    const spy = jest
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { teacher: { id: 3, first_name: 'Мария' } } });
    renderRoutes(routes, INVITE_PAGE);
    expect(screen.getByText(/Вы вошли как Аня/)).toBeTruthy();
    expect(screen.queryByLabelText('Электронная почта')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Теперь вы ученик преподавателя Мария.',
    );
    expect(spy).toHaveBeenCalledWith('/api/students/join', { invite: 'Abc_12-xyz' });
    expect(screen.getByRole('link', { name: 'К моим работам' }).getAttribute('href')).toBe(
      '/works',
    );
  });

  it('shows the server’s reason when the link no longer works', async () => {
    jest.spyOn(http, 'post').mockRejectedValue(
      new ApiError(ErrorKey.Validation, 422, 'Ссылка-приглашение недействительна.', {
        invite: ['Ссылка-приглашение недействительна.'],
      }),
    );
    renderRoutes(routes, INVITE_PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ссылка-приглашение недействительна.',
    );
    expect(screen.getByRole('button', { name: 'Присоединиться' })).toBeTruthy();
  });

  it('shows the login form without an invite', () => {
    renderRoutes(routes, '/login');
    expect(screen.queryByRole('button', { name: 'Присоединиться' })).toBeNull();
    expect(screen.getByLabelText('Электронная почта')).toBeTruthy();
  });
});

it('a signed-in teacher gets the login form, not the join card', () => {
  useSession.setState({ user: user(ROLE_TEACHER), status: 'signed-in' });
  renderRoutes(routes, INVITE_PAGE);
  expect(screen.queryByRole('button', { name: 'Присоединиться' })).toBeNull();
  expect(screen.getByLabelText('Электронная почта')).toBeTruthy();
});
