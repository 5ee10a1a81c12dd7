import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { bodiesOf, mockHttp } from '@tutor/api-client/testing';
import { changeLocale, initI18n } from '@tutor/i18n';
import { useAppSettings, useSession } from '@tutor/session';
import { renderWithQueries } from '@tutor/ui/testing';
import { AccountSocialBlock } from './AccountSocialBlock';

const user: SessionUser = {
  id: 1,
  email: 'anna@example.com',
  first_name: 'Anna',
  phone: null,
  role: ROLE_TEACHER,
  social_accounts: [
    { provider: 'vkontakte', first_name: 'Анна', last_name: 'Петрова', username: 'anna' },
  ],
  email_verified: true,
  is_operator: false,
};

function renderBlock() {
  initI18n();
  return renderWithQueries(<AccountSocialBlock />);
}

describe('the account social block', () => {
  let popup: object;

  beforeEach(() => {
    useAppSettings.setState({
      settings: {
        oauth: ['google', 'vkontakte', 'telegram', 'yandex'],
        roles: [],
        logo: '',
        logo_title: '',
        referral_price_rub: 99,
      },
    });
    useSession.getState().setUser(user);
    popup = {};
    jest.spyOn(window, 'open').mockReturnValue(popup as Window);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the available providers in the spec order with the linked name', () => {
    renderBlock();
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'ВКонтактеАнна ПетроваОтключить',
      'GoogleНе подключеноПодключить',
      'TelegramНе подключеноПодключить',
      'ЯндексНе подключеноПодключить',
    ]);
  });

  it('connects through the popup with state=connect and shows the new link', async () => {
    renderBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Подключить Telegram' }));
    expect(window.open).toHaveBeenCalledWith(
      '/oauth/telegram?state=connect',
      'social-sign-in',
      expect.any(String),
    );
    const data = JSON.stringify({
      oauth: { provider: 'telegram', first_name: null, last_name: null, username: 'anna_tg' },
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: window.location.origin,
          source: popup as Window,
        }),
      );
    });
    expect(await screen.findByText('@anna_tg')).toBeTruthy();
    expect(useSession.getState().user?.social_accounts.map((a) => a.provider)).toEqual([
      'vkontakte',
      'telegram',
    ]);
  });

  it('clears the link in view after a successful disconnect', async () => {
    const calls = mockHttp({
      'POST /api/oauth/vkontakte/disconnect': { success: true, message: 'ok' },
    });
    renderBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Отключить ВКонтакте' }));
    await waitFor(() => expect(screen.queryByText('Анна Петрова')).toBeNull());
    // sent with no body
    expect(bodiesOf(calls, 'POST /api/oauth/vkontakte/disconnect')).toEqual([undefined]);
  });

  it('keeps the link and shows the message when the server refuses', async () => {
    mockHttp({
      'POST /api/oauth/vkontakte/disconnect': {
        success: false,
        message: 'Это единственный способ входа.',
      },
    });
    renderBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Отключить ВКонтакте' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Это единственный способ входа.');
    expect(screen.getByText('Анна Петрова')).toBeTruthy();
  });

  it('says in a sentence that social sign-in is not set up when no provider is', async () => {
    useAppSettings.setState({
      settings: { oauth: [], roles: [], logo: '', logo_title: '', referral_price_rub: 99 },
    });
    renderBlock();
    expect(screen.getByRole('heading', { name: 'Социальные сети' })).toBeTruthy();
    expect(screen.getByText('Вход через соцсети не настроен на этом сайте.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    await act(() => changeLocale('en'));
    expect(
      screen.getByText('Signing in with social accounts is not set up on this site.'),
    ).toBeTruthy();
    await act(() => changeLocale('ru'));
  });
});
