import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { bodiesOf, mockHttp, Reply, type Handler } from '@tutor/api-client/testing';
import { useAppSettings, useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { routes } from '../../../routes';

const user = (role: number): SessionUser => ({
  id: 7,
  email: 'anna@example.com',
  first_name: 'Аня',
  phone: null,
  role,
  social_accounts: [],
  email_verified: true,
  is_operator: false,
});

const INVITE_PAGE = '/login?asStudent=1&invite=Abc_12-xyz';

const LOOKUP = 'GET /api/invites/Abc_12-xyz';
// the lookup stays pending unless a test answers it
const pending = () => new Promise<never>(() => undefined);
const fakeApi = (routes: Record<string, Handler> = {}) =>
  mockHttp({ [LOOKUP]: pending, ...routes });

beforeEach(() => {
  useAppSettings.setState({ settings: null });
  fakeApi();
});
afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null, status: 'guest' });
});

describe('a signed-in student opens an invite link', () => {
  beforeEach(() => useSession.setState({ user: user(ROLE_STUDENT), status: 'signed-in' }));

  it('joins with one press and says whose student they are now', async () => {
    const calls = fakeApi({
      [LOOKUP]: { teacher: { first_name: 'Мария' } },
      'POST /api/students/join': { teacher: { id: 3, first_name: 'Мария' } },
    });
    renderRoutes(routes, INVITE_PAGE);
    expect(
      await screen.findByText(
        'Вы вошли как Аня. Преподаватель Мария приглашает вас в свои ученики.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Электронная почта')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Теперь вы ученик преподавателя Мария.',
    );
    expect(bodiesOf(calls, 'POST /api/students/join')).toEqual([{ invite: 'Abc_12-xyz' }]);
    expect(screen.getByRole('link', { name: 'К моим работам' }).getAttribute('href')).toBe(
      '/works',
    );
  });

  it('shows the server’s reason when the link no longer works', async () => {
    fakeApi({
      'POST /api/students/join': new Reply(422, {
        message: 'Ссылка-приглашение недействительна.',
        errors: { invite: ['Ссылка-приглашение недействительна.'] },
      }),
    });
    renderRoutes(routes, INVITE_PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ссылка-приглашение недействительна.',
    );
    expect(screen.getByRole('button', { name: 'Присоединиться' })).toBeTruthy();
  });

  it('says an invalid code is invalid, with no join button and a way on', async () => {
    fakeApi({ [LOOKUP]: new Reply(404, { message: 'Not Found.' }) });
    renderRoutes(routes, INVITE_PAGE);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Приглашение недействительно/);
    expect(screen.queryByRole('button', { name: 'Присоединиться' })).toBeNull();
    expect(screen.getByRole('link', { name: 'К моим работам' })).toBeTruthy();
  });

  it('names the join card in the tab title', async () => {
    renderRoutes(routes, INVITE_PAGE);
    await waitFor(() => expect(document.title).toMatch(/^Присоединиться к преподавателю — /));
  });
});

it('a signed-in teacher is told the invite is for students, not shown the login form', () => {
  useSession.setState({ user: user(ROLE_TEACHER), status: 'signed-in' });
  renderRoutes(routes, INVITE_PAGE);
  expect(screen.queryByRole('button', { name: 'Присоединиться' })).toBeNull();
  expect(screen.queryByLabelText('Электронная почта')).toBeNull();
  expect(screen.getByText(/Приглашения — для учеников/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/tasks');
});
