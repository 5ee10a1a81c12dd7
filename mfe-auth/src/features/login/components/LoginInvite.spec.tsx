import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AppSettings } from '@tutor/contracts';
import { ErrorKey } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import {
  bodiesOf,
  callsTo,
  inTurn,
  mockHttp,
  Reply,
  type Handler,
} from '@tutor/api-client/testing';
import { useAppSettings } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { routes } from '../../../routes';
import { readPageData } from '../lib/page-data';

jest.mock('../../../shared/lib/follow-redirect', () => ({ followRedirect: jest.fn() }));

const SETTINGS: AppSettings = {
  oauth: ['google'],
  roles: [
    { id: 1, name: 'Учитель', phone_required: true },
    { id: 2, name: 'Ученик', phone_required: false },
  ],
  logo: '/logo.svg',
  logo_title: 'Репетитор',
  referral_price_rub: 99,
};

const INVITE_PAGE = '/login?asStudent=1&invite=Abc_12-xyz';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const LOOKUP = 'GET /api/invites/Abc_12-xyz';
// the lookup stays pending unless a test answers it (its answer is tested below)
const pending = () => new Promise<never>(() => undefined);
const fakeApi = (routes: Record<string, Handler> = {}) =>
  mockHttp({ [LOOKUP]: pending, ...routes });

beforeEach(() => {
  jest.mocked(followRedirect).mockClear();
  useAppSettings.setState({ settings: SETTINGS });
  fakeApi();
});
afterEach(() => jest.restoreAllMocks());

describe('readPageData: the invite code', () => {
  it('reads ?invite, trimmed', () => {
    expect(readPageData(new URLSearchParams('asStudent=1&invite=%20abc%20')).invite).toBe('abc');
  });

  it.each(['', 'invite=', 'invite=%20%20', `invite=${'x'.repeat(65)}`])(
    'has none for %j',
    (query) => {
      expect(readPageData(new URLSearchParams(query)).invite).toBeNull();
    },
  );
});

describe('/login from a teacher’s invite link', () => {
  it('says who invites', async () => {
    const calls = fakeApi({ [LOOKUP]: { teacher: { first_name: 'Мария' } } });
    renderRoutes(routes, INVITE_PAGE);
    expect(
      await screen.findByText(
        'Преподаватель Мария приглашает вас в свои ученики. Войдите или зарегистрируйтесь, чтобы принять приглашение.',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/invites/Abc_12-xyz')).toHaveLength(1);
    expect(document.title).toBe('Приглашение от преподавателя — Репетитор');
  });

  it('says an invalid code is invalid and what to do, and signs in without it', async () => {
    const calls = fakeApi({
      [LOOKUP]: new Reply(404, { message: 'Not Found.' }),
      'POST /login': { message: 'request_password' },
    });
    renderRoutes(routes, INVITE_PAGE);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Приглашение недействительно.*Попросите у преподавателя новую ссылку/,
    );
    press('Продолжить');
    await waitFor(() => expect(bodiesOf(calls, 'POST /login')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST /login')[0]).not.toHaveProperty('invite');
  });

  it('keeps the code when the lookup itself failed (the sign-in still tells)', async () => {
    const calls = fakeApi({
      [LOOKUP]: () => {
        throw new ApiError(ErrorKey.NetworkError, null, null);
      },
      'POST /login': { message: 'request_password' },
    });
    renderRoutes(routes, INVITE_PAGE);
    press('Продолжить');
    await waitFor(() => expect(bodiesOf(calls, 'POST /login')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST /login')[0]).toHaveProperty('invite', 'Abc_12-xyz');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the code with the email and with the password', async () => {
    const calls = fakeApi({
      'POST /login': inTurn({ message: 'request_password' }, { redirect: '/works' }),
    });
    renderRoutes(routes, INVITE_PAGE);
    type('Электронная почта', 'anna@example.com');
    press('Продолжить');
    await screen.findByRole('heading', { name: 'Вход' });
    expect(bodiesOf(calls, 'POST /login')).toEqual([
      expect.objectContaining({ stage: 0, email: 'anna@example.com', invite: 'Abc_12-xyz' }),
    ]);
    type('Пароль', 'Secret-Password-1');
    press('Продолжить');
    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith('/works'));
    expect(bodiesOf(calls, 'POST /login')[1]).toEqual(
      expect.objectContaining({ stage: 1, password: 'Secret-Password-1', invite: 'Abc_12-xyz' }),
    );
  });

  it('sends the code with the registration, as a student', async () => {
    const calls = fakeApi({
      'POST /login': { message: 'user_not_found' },
      'POST /registration': { redirect: '/works' },
    });
    renderRoutes(routes, INVITE_PAGE);
    type('Электронная почта', 'new@example.com');
    press('Продолжить');
    await screen.findByRole('heading', { name: 'Регистрация' });
    press('Продолжить');
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /registration')).toEqual([
        expect.objectContaining({ stage: 2, role: 2, invite: 'Abc_12-xyz' }),
      ]),
    );
  });

  it('sends no code without one', async () => {
    const calls = mockHttp({ 'POST /login': { message: 'request_password' } });
    renderRoutes(routes, '/login?asStudent=1');
    press('Продолжить');
    await waitFor(() => expect(bodiesOf(calls, 'POST /login')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST /login')[0]).not.toHaveProperty('invite');
  });

  describe('social sign-in', () => {
    let popup: { closed: boolean };
    beforeEach(() => {
      popup = { closed: false };
      jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    });

    it('opens the provider with the code, and stage 3 sends it too', async () => {
      renderRoutes(routes, INVITE_PAGE);
      press('Войти через Google');
      expect(window.open).toHaveBeenCalledWith(
        '/oauth/google?invite=Abc_12-xyz',
        'social-sign-in',
        expect.any(String),
      );
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: JSON.stringify({ message: 'oauth_registration', email: 'anna@example.com' }),
            origin: window.location.origin,
            source: popup as unknown as Window,
          }),
        );
      });
      await screen.findByRole('heading', { name: 'Завершение регистрации' });
      const calls = fakeApi({ 'POST /oauth/registration': { redirect: '/works' } });
      press('Продолжить');
      await waitFor(() =>
        expect(bodiesOf(calls, 'POST /oauth/registration')).toEqual([
          expect.objectContaining({ stage: 3, role: 2, invite: 'Abc_12-xyz' }),
        ]),
      );
    });

    it('escapes the code in the address', () => {
      mockHttp({ 'GET /api/invites/a%26b%3Dc': pending });
      renderRoutes(routes, '/login?asStudent=1&invite=a%26b%3Dc');
      press('Войти через Google');
      expect(window.open).toHaveBeenCalledWith(
        '/oauth/google?invite=a%26b%3Dc',
        'social-sign-in',
        expect.any(String),
      );
    });

    it('keeps the code in the full-page flow when the popup is blocked', () => {
      jest.spyOn(window, 'open').mockReturnValue(null);
      renderRoutes(routes, INVITE_PAGE);
      press('Войти через Google');
      expect(followRedirect).toHaveBeenCalledWith('/oauth/google?invite=Abc_12-xyz&display=page');
    });
  });
});
