import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import { invalid, mockHttp, Reply } from '@tutor/api-client/testing';
import { changeLocale } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { routes } from '../../../routes';
import { withLoginSettings } from './login-spec-setup';

jest.mock('../../../shared/lib/follow-redirect', () => ({ followRedirect: jest.fn() }));

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const heading = (name: string) => screen.findByRole('heading', { name });
const tooMany = (seconds: number) =>
  new Reply(429, { message: 'Too Many Attempts.' }, { 'retry-after': String(seconds) });

withLoginSettings();
afterEach(async () => {
  jest.restoreAllMocks();
  useSession.setState({ user: null, status: 'guest' });
  await changeLocale('ru');
});

describe('registration after stage 0 with a password', () => {
  async function reachRegistration() {
    mockHttp({ 'POST /login': { message: 'user_not_found' } });
    renderRoutes(routes, '/login');
    // the page is lazy: its code arrives after the first render
    await screen.findByLabelText('Электронная почта');
    type('Электронная почта', 'new@example.com');
    type('Пароль', 'typed-at-stage-0');
    press('Продолжить');
    await heading('Регистрация');
  }

  it('shows the email being registered, read-only, and keeps the typed password', async () => {
    await reachRegistration();
    expect(field('Электронная почта')).toHaveProperty('value', 'new@example.com');
    expect(field('Электронная почта')).toHaveProperty('readOnly', true);
    expect(field('Пароль')).toHaveProperty('value', 'typed-at-stage-0');
  });

  it('goes back to stage 0 to change the email', async () => {
    await reachRegistration();
    press('Изменить почту');
    await heading('Вход или регистрация');
    expect(field('Электронная почта')).toHaveProperty('readOnly', false);
    expect(field('Электронная почта')).toHaveProperty('value', 'new@example.com');
  });
});

describe('stale field errors', () => {
  it('clears a field’s error as soon as that field is edited, and only that one', async () => {
    mockHttp({
      'POST /login': invalid({
        email: ['Слишком много попыток входа.'],
        password: ['Неверный email или пароль.'],
      }),
    });
    renderRoutes(routes, '/login');
    press('Продолжить');
    expect(await screen.findByText('Неверный email или пароль.')).toBeTruthy();
    type('Пароль', 'another');
    expect(screen.queryByText('Неверный email или пароль.')).toBeNull();
    expect(screen.getByText('Слишком много попыток входа.')).toBeTruthy();
    type('Электронная почта', 'anna@example.com');
    expect(screen.queryByText('Слишком много попыток входа.')).toBeNull();
  });

  it('clears the name and role errors of the registration when they are edited', async () => {
    mockHttp({
      'POST /login': { message: 'user_not_found' },
      'POST /registration': invalid({
        first_name: ['Укажите имя.'],
        role: ['Выберите роль.'],
      }),
    });
    renderRoutes(routes, '/login');
    press('Продолжить');
    await heading('Регистрация');
    press('Продолжить');
    expect(await screen.findByText('Укажите имя.')).toBeTruthy();
    type('Как вас зовут', 'Аня');
    expect(screen.queryByText('Укажите имя.')).toBeNull();
    fireEvent.change(field('Роль'), { target: { value: '2' } });
    expect(screen.queryByText('Выберите роль.')).toBeNull();
  });
});

describe('the rate limit says how long to wait', () => {
  it.each([
    [1, 'Слишком много попыток. Повторите через 1 секунду.'],
    [42, 'Слишком много попыток. Повторите через 42 секунды.'],
    [45, 'Слишком много попыток. Повторите через 45 секунд.'],
    [11, 'Слишком много попыток. Повторите через 11 секунд.'],
  ])('%i s in Russian', async (seconds, text) => {
    mockHttp({ 'POST /login': tooMany(seconds) });
    renderRoutes(routes, '/login');
    press('Продолжить');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it.each([
    [1, 'Too many attempts. Please try again in 1 second.'],
    [30, 'Too many attempts. Please try again in 30 seconds.'],
  ])('%i s in English', async (seconds, text) => {
    await changeLocale('en');
    mockHttp({ 'POST /login': tooMany(seconds) });
    renderRoutes(routes, '/login');
    press('Continue');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});

describe('a signed-in person opening /login', () => {
  const homes = [
    ...routes,
    { path: '/tasks', element: <h1>Задания</h1> },
    { path: '/works', element: <h1>Работы</h1> },
  ];
  const signIn = (role: number) =>
    useSession.setState({
      status: 'signed-in',
      user: {
        id: 1,
        email: 'a@example.com',
        first_name: 'Аня',
        phone: null,
        role,
        social_accounts: [],
        email_verified: true,
        is_operator: false,
      },
    });

  it('shows a message the address carries instead of sending them away', async () => {
    signIn(ROLE_TEACHER);
    renderRoutes(homes, '/login?message=oauth.linked_to_other&provider=google');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Этот аккаунт Google уже привязан к другому пользователю.',
    );
    expect(screen.getByRole('link', { name: 'К настройкам аккаунта' })).toBeTruthy();
    expect(screen.queryByLabelText('Электронная почта')).toBeNull();
  });

  it.each([
    [ROLE_TEACHER, 'Задания'],
    [ROLE_STUDENT, 'Работы'],
  ])('role %i is sent home (%s)', async (role, home) => {
    signIn(role);
    renderRoutes(homes, '/login');
    expect(await heading(home)).toBeTruthy();
    expect(screen.queryByLabelText('Электронная почта')).toBeNull();
  });
});

describe('page titles and English texts', () => {
  it('names the tab after the stage', async () => {
    renderRoutes(routes, '/login');
    await waitFor(() => expect(document.title).toBe('Вход или регистрация — Репетитор'));
    press('Забыли пароль?');
    await waitFor(() => expect(document.title).toBe('Восстановление пароля — Репетитор'));
  });

  it('reads naturally in English, and the title follows the language', async () => {
    await changeLocale('en');
    mockHttp({ 'POST /login': { message: 'user_not_found' } });
    renderRoutes(routes, '/login');
    press('Continue');
    await heading('Create an account');
    expect(field('Your name')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms of use' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Create an account — Репетитор'));
  });
});
