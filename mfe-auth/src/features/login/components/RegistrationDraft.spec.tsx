import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { bodiesOf, mockHttp } from '@tutor/api-client/testing';
import { useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { routes } from '../../../routes';
import { REGISTRATION_DRAFT_KEY } from '../lib/registration-draft';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { withLoginSettings } from './login-spec-setup';

jest.mock('../../../shared/lib/follow-redirect', () => ({ followRedirect: jest.fn() }));

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

withLoginSettings();
beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null, status: 'guest' });
});

/** Stage 0 → registration, with a name, the student role and consent typed. */
async function typeRegistration() {
  renderRoutes(routes, '/login');
  await screen.findByLabelText('Электронная почта');
  type('Электронная почта', 'new@example.com');
  type('Пароль', 'secret-password');
  press('Продолжить');
  await screen.findByRole('heading', { name: 'Регистрация' });
  type('Как вас зовут', 'Аня');
  fireEvent.change(field('Роль'), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

/** What a reload does to the page: everything gone but this tab's sessionStorage. */
async function reload() {
  cleanup();
  renderRoutes(routes, '/login');
  await screen.findByLabelText('Электронная почта');
}

describe('the registration draft', () => {
  it('comes back after a reload with what was typed, but never the password', async () => {
    mockHttp({ 'POST /login': { message: 'user_not_found' } });
    await typeRegistration();
    expect(window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).not.toContain('secret');

    await reload();
    expect(screen.getByRole('heading', { name: 'Регистрация' })).toBeTruthy();
    expect(field('Электронная почта').value).toBe('new@example.com');
    expect(field('Как вас зовут').value).toBe('Аня');
    expect(field('Роль').value).toBe('2');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(field('Пароль').value).toBe('');
    expect(document.activeElement).toBe(field('Пароль'));
    expect(screen.getByRole('status').textContent).toBe(
      'Мы сохранили то, что было введено до перезагрузки страницы. Пароль не сохраняется: введите его ещё раз.',
    );
    expect(screen.getByText('Введите пароль ещё раз: он не сохраняется.')).toBeTruthy();
  });

  it('is sent as typed and dropped once the registration succeeds', async () => {
    const calls = mockHttp({
      'POST /login': { message: 'user_not_found' },
      'POST /registration': { redirect: '/works' },
    });
    await typeRegistration();
    await reload();
    type('Пароль', 'typed-again');
    press('Продолжить');
    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith('/works'));
    expect(bodiesOf(calls, 'POST /registration')).toEqual([
      expect.objectContaining({
        stage: 2,
        email: 'new@example.com',
        first_name: 'Аня',
        role: 2,
        agree: true,
        password: 'typed-again',
      }),
    ]);
    expect(window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
  });

  it('stops saying it came back once the person leaves the stage', async () => {
    mockHttp({ 'POST /login': { message: 'user_not_found' } });
    await typeRegistration();
    await reload();
    press('Изменить почту');
    await screen.findByRole('heading', { name: 'Вход или регистрация' });
    type('Пароль', 'typed-now');
    press('Продолжить');
    await screen.findByRole('heading', { name: 'Регистрация' });
    expect(screen.queryByText(/Мы сохранили/)).toBeNull();
    expect(screen.queryByText('Введите пароль ещё раз: он не сохраняется.')).toBeNull();
    expect(field('Пароль').value).toBe('typed-now');
  });

  it('is dropped when the person goes back to change the email', async () => {
    mockHttp({ 'POST /login': { message: 'user_not_found' } });
    await typeRegistration();
    press('Изменить почту');
    await screen.findByRole('heading', { name: 'Вход или регистрация' });
    await reload();
    expect(screen.getByRole('heading', { name: 'Вход или регистрация' })).toBeTruthy();
    expect(field('Электронная почта').value).toBe('');
  });

  it('is left alone by a link that brings its own news', async () => {
    mockHttp({ 'POST /login': { message: 'user_not_found' } });
    await typeRegistration();
    cleanup();
    renderRoutes(routes, '/login?message=passwords.user');
    await screen.findByRole('heading', { name: 'Вход или регистрация' });
    expect(screen.queryByText(/Мы сохранили/)).toBeNull();
  });
});
