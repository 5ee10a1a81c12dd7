import { cleanup, screen } from '@testing-library/react';
import type { AppSettings } from '@tutor/contracts';
import { useAppSettings, useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { routes } from '../../../routes';
import { readPageData } from './page-data';

const SETTINGS: AppSettings = {
  oauth: [],
  roles: [{ id: 2, name: 'Ученик', phone_required: false }],
  logo: '/logo.svg',
  logo_title: 'Репетитор',
  referral_price_rub: 99,
};

const messageOf = (search: string) => readPageData(new URLSearchParams(search)).message;

describe('?message= of the login page', () => {
  beforeEach(() => useAppSettings.setState({ settings: SETTINGS }));

  it('keeps a message key the page knows', () => {
    expect(messageOf('message=passwords.token')).toBe('passwords.token');
  });

  it.each([
    'Your account is blocked. Call +7 900 000-00-00',
    'passwords.token ',
    'errors.unauthenticated',
    '<b>hi</b>',
    '',
  ])('ignores anything else: %j', (text) => {
    expect(messageOf(`message=${encodeURIComponent(text)}`)).toBeNull();
  });

  it('shows the known key translated in the red alert', async () => {
    renderRoutes(routes, '/login?message=passwords.user');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Пользователь с таким адресом электронной почты не найден.',
    );
  });

  it('shows no alert for free text in the address', async () => {
    renderRoutes(routes, `/login?message=${encodeURIComponent('Call +7 900 000-00-00 now')}`);
    await screen.findByRole('heading', { name: 'Вход или регистрация' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('Call +7 900');
  });

  it('shows a full-page social sign-in outcome with its provider, by key', async () => {
    renderRoutes(routes, '/login?message=oauth.denied&provider=vkontakte');
    expect((await screen.findByRole('alert')).textContent).toBe('Вход через ВКонтакте отменён.');
  });

  it('names no provider it does not know', () => {
    expect(
      readPageData(new URLSearchParams('message=oauth.denied&provider=evil')).provider,
    ).toBeNull();
  });

  it('says an email change opened signed out worked, with the new address filled in', async () => {
    renderRoutes(routes, '/login?message=email_change.done&email=new%40example.com');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Адрес почты изменён. Войдите с новым адресом.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Электронная почта').value).toBe(
      'new@example.com',
    );
  });

  it.each([
    ['expired', 'Срок действия ссылки истёк. Войдите и запросите новую в настройках.'],
    ['invalid', 'Ссылка недействительна или уже использована.'],
    ['taken', 'Этот адрес уже занят другой учётной записью, поэтому email не изменён.'],
  ])('says an email change link failed (%s) in the red alert', async (outcome, text) => {
    renderRoutes(routes, `/login?message=email_change.${outcome}`);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('tells someone signed in as another person that the change worked, as good news', async () => {
    useSession.getState().setUser({
      id: 5,
      email: 'other@example.com',
      first_name: 'Олег',
      phone: null,
      role: 2,
      social_accounts: [],
      email_verified: true,
      is_operator: false,
    });
    try {
      renderRoutes(routes, '/login?message=email_change.done&email=new%40example.com');
      expect((await screen.findByRole('status')).textContent).toBe(
        'Адрес почты изменён. Войдите с новым адресом.',
      );
      expect(screen.getByRole('heading', { name: 'Вы уже вошли' })).toBeTruthy();
    } finally {
      cleanup();
      useSession.setState({ user: null, status: 'guest' });
    }
  });
});
