import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AppSettings } from '@tutor/contracts';
import { bodiesOf, invalid, mockHttp, type Handler } from '@tutor/api-client/testing';
import { useAppSettings } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { routes } from '../../../routes';

jest.mock('../../../shared/lib/follow-redirect', () => ({ followRedirect: jest.fn() }));

beforeEach(() => jest.mocked(followRedirect).mockClear());
// a fresh tab per test: the registration stage keeps a draft in sessionStorage
afterEach(() => window.sessionStorage.clear());

const SETTINGS: AppSettings = {
  oauth: ['google', 'facebook'],
  roles: [
    { id: 1, name: 'Учитель', phone_required: true },
    { id: 2, name: 'Ученик', phone_required: false },
  ],
  logo: '/logo.svg',
  logo_title: 'Репетитор',
  referral_price_rub: 99,
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const heading = (name: string) => screen.findByRole('heading', { name });

/** Fakes the API with stage 0 answering user_not_found, plus the given routes. */
const newUser = (routes: Record<string, Handler> = {}) =>
  mockHttp({ 'POST /login': { message: 'user_not_found' }, ...routes });

async function reachRegistration() {
  type('Электронная почта', 'new@example.com');
  press('Продолжить');
  await heading('Регистрация');
}

describe('/login stages', () => {
  beforeEach(() => useAppSettings.setState({ settings: SETTINGS }));
  afterEach(() => jest.restoreAllMocks());

  it('stage 0 posts the email and password', async () => {
    const calls = mockHttp({ 'POST /login': { message: 'request_password' } });
    renderRoutes(routes, '/login');
    // the page is lazy: its code arrives after the first render
    await screen.findByLabelText('Электронная почта');
    type('Электронная почта', 'anna@example.com');
    press('Продолжить');
    await heading('Вход');
    expect(bodiesOf(calls, 'POST /login')).toEqual([
      expect.objectContaining({ stage: 0, email: 'anna@example.com' }),
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Пароль'));
  });

  it('renders before the app settings have loaded', () => {
    useAppSettings.setState({ settings: null });
    renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { name: 'Вход или регистрация' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Вход через социальные сети' })).toBeNull();
  });

  it('a redirect in the answer is followed', async () => {
    mockHttp({ 'POST /login': { redirect: '/tasks' } });
    renderRoutes(routes, '/login');
    press('Продолжить');
    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith('/tasks'));
  });

  it('any other message is shown as an error', async () => {
    mockHttp({ 'POST /login': { message: 'Аккаунт заблокирован.' } });
    renderRoutes(routes, '/login');
    press('Продолжить');
    expect((await screen.findByRole('alert')).textContent).toBe('Аккаунт заблокирован.');
  });

  it('user_not_found opens registration with role, phone for roles that need it, and consent', async () => {
    newUser();
    renderRoutes(routes, '/login');
    await reachRegistration();
    expect(screen.getByLabelText('Как вас зовут')).toBeTruthy();
    expect(screen.queryByLabelText('Телефон')).toBeNull();
    fireEvent.change(screen.getByLabelText('Роль'), { target: { value: '1' } });
    expect(screen.getByLabelText('Телефон').getAttribute('placeholder')).toBe('+7');
    expect(screen.getByRole('link', { name: 'политику конфиденциальности' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'пользовательское соглашение' })).toBeTruthy();
  });

  it('registration posts the whole form and clears the consent error once ticked', async () => {
    const calls = newUser({
      'POST /registration': invalid({
        agree: ['Примите условия.'],
        first_name: ['Укажите имя.'],
      }),
    });
    renderRoutes(routes, '/login');
    await reachRegistration();
    type('Как вас зовут', 'Аня');
    press('Продолжить');
    expect(await screen.findByText('Примите условия.')).toBeTruthy();
    expect(screen.getByText('Укажите имя.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /registration')).toEqual([
      expect.objectContaining({ stage: 2, first_name: 'Аня', agree: false }),
    ]);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('Примите условия.')).toBeNull();
    expect(screen.getByText('Укажите имя.')).toBeTruthy();
  });

  it('asStudent presets role 2 and hides the role select', async () => {
    const calls = newUser({ 'POST /registration': { redirect: '/works' } });
    renderRoutes(routes, '/login?asStudent=1');
    await reachRegistration();
    expect(screen.queryByLabelText('Роль')).toBeNull();
    press('Продолжить');
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /registration')).toEqual([expect.objectContaining({ role: 2 })]),
    );
  });

  it('a single role is preselected and hidden', async () => {
    useAppSettings.setState({
      settings: { ...SETTINGS, roles: [{ id: 1, name: 'Учитель', phone_required: true }] },
    });
    newUser();
    renderRoutes(routes, '/login');
    await reachRegistration();
    expect(screen.queryByLabelText('Роль')).toBeNull();
    expect(screen.getByLabelText('Телефон')).toBeTruthy();
  });

  it('restore asks only for the email and shows passwords.sent as success', async () => {
    renderRoutes(routes, '/login');
    press('Забыли пароль?');
    await heading('Восстановление пароля');
    expect(screen.queryByLabelText('Пароль')).toBeNull();
    const calls = mockHttp({ 'POST /password/email': { message: 'passwords.sent' } });
    type('Электронная почта', 'anna@example.com');
    press('Продолжить');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Мы отправили ссылку для восстановления пароля на вашу почту.',
    );
    expect(bodiesOf(calls, 'POST /password/email')).toEqual([{ email: 'anna@example.com' }]);
    press('Вернуться ко входу');
    await heading('Вход или регистрация');
  });

  it('shows a message the server left in the address', async () => {
    renderRoutes(routes, '/login?message=passwords.token');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Неверный код восстановления пароля.',
    );
  });
});

describe('/login social sign-in', () => {
  let popup: { closed: boolean };

  beforeEach(() => {
    useAppSettings.setState({ settings: SETTINGS });
    popup = { closed: false };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  });
  afterEach(() => jest.restoreAllMocks());

  function popupSays(data: object, origin = window.location.origin, source: unknown = popup) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify(data),
          origin,
          source: source as Window,
        }),
      );
    });
  }

  it('offers only the sign-in providers the settings list', () => {
    renderRoutes(routes, '/login');
    expect(screen.getByRole('button', { name: 'Войти через Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Войти через VK' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
  });

  it('an unknown account opens stage 3 prefilled, which completes through /oauth/registration', async () => {
    renderRoutes(routes, '/login');
    press('Войти через Google');
    expect(window.open).toHaveBeenCalledWith('/oauth/google', 'social-sign-in', expect.any(String));
    popupSays({ message: 'oauth_registration', email: 'anna@example.com' });
    await heading('Завершение регистрации');
    expect(screen.getByLabelText('Электронная почта')).toHaveProperty('readOnly', true);
    const calls = mockHttp({ 'POST /oauth/registration': { message: 'password.reset' } });
    fireEvent.change(screen.getByLabelText('Роль'), { target: { value: '2' } });
    press('Продолжить');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Мы отправили вам ссылку для установки пароля.',
    );
    expect(bodiesOf(calls, 'POST /oauth/registration')).toEqual([
      expect.objectContaining({ stage: 3, email: 'anna@example.com', role: 2 }),
    ]);
  });

  it('asks for the email at stage 3 when the provider gave a short one', async () => {
    renderRoutes(routes, '/login');
    press('Войти через Google');
    popupSays({ message: 'oauth_registration', email: 'a@b' });
    await heading('Завершение регистрации');
    expect(screen.getByLabelText('Электронная почта')).toBeTruthy();
  });

  it('follows the redirect of a known account and shows other messages as errors', async () => {
    renderRoutes(routes, '/login');
    press('Войти через Google');
    popupSays({ redirect: '/tasks' });
    expect(followRedirect).toHaveBeenCalledWith('/tasks');
    press('Войти через Google');
    popupSays({ message: 'Провайдер отказал во входе.' });
    expect((await screen.findByRole('alert')).textContent).toBe('Провайдер отказал во входе.');
  });

  it('ignores messages from another origin or another window', () => {
    renderRoutes(routes, '/login');
    press('Войти через Google');
    popupSays({ redirect: '/evil' }, 'https://evil.example');
    popupSays({ redirect: '/evil' }, window.location.origin, window);
    expect(followRedirect).not.toHaveBeenCalled();
  });

  it('falls back to the full-page flow when the popup is blocked', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes(routes, '/login');
    press('Войти через Google');
    expect(followRedirect).toHaveBeenCalledWith('/oauth/google?display=page');
  });

  it('opens stage 3 when the full-page flow comes back with oauth_registration', async () => {
    renderRoutes(routes, '/login?message=oauth_registration&email=anna%40example.com');
    await heading('Завершение регистрации');
  });
});
