import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { forgetRemoteModule } from '../federation/remote-modules';
import { SettingsPage } from './SettingsPage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const routes = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/login', element: <h1>login</h1> },
];

const block = (name: string) => () => <p>{name}</p>;

/** Answers loadRemote with the auth remote's account blocks as placeholders, plus `extra`. */
function fakeAuthRemote(extra: Record<string, object> = {}) {
  const modules: Record<string, object> = {
    'auth/AccountSocialBlock': { AccountSocialBlock: block('social block') },
    'auth/AccountSettingsBlocks': {
      ProfileBlock: block('profile block'),
      EmailChangeBlock: block('email block'),
      PasswordChangeBlock: block('password block'),
      SessionsBlock: block('sessions block'),
    },
    ...extra,
  };
  jest.mocked(loadRemote).mockImplementation((id: string) => Promise.resolve(modules[id]));
}

describe('/settings', () => {
  afterEach(() => {
    forgetRemoteModule('auth/AccountSocialBlock');
    forgetRemoteModule('auth/AccountSettingsBlocks');
    forgetRemoteModule('auth/SubscriptionBlock');
    useSession.setState({ user: null, status: 'unknown' });
  });

  it('sends a guest to /login', async () => {
    useSession.getState().setUser(null);
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
  });

  it("embeds the auth remote's settings and social accounts blocks for a signed-in user", async () => {
    fakeAuthRemote();
    useSession.getState().setUser({
      id: 1,
      email: 'a@b.cd',
      first_name: 'A',
      phone: null,
      role: ROLE_STUDENT,
      social_accounts: [],
      email_verified: true,
      is_operator: false,
    });
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Настройки' })).toBeTruthy();
    expect(await screen.findByText('social block')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('auth/AccountSocialBlock');
    const blocks = screen.getAllByText(/ block$/).map((element) => element.textContent);
    expect(blocks).toEqual([
      'profile block',
      'email block',
      'password block',
      'sessions block',
      'social block',
    ]);
    expect(loadRemote).not.toHaveBeenCalledWith('auth/SubscriptionBlock');
  });

  it('shows a teacher the subscription block after the sessions', async () => {
    fakeAuthRemote({
      'auth/SubscriptionBlock': { SubscriptionBlock: block('subscription block') },
    });
    useSession.getState().setUser({
      id: 2,
      email: 't@b.cd',
      first_name: 'T',
      phone: '+79161234567',
      role: ROLE_TEACHER,
      social_accounts: [],
      email_verified: true,
      is_operator: false,
    });
    renderRoutes(routes, '/settings');
    expect(await screen.findByText('subscription block')).toBeTruthy();
    expect(await screen.findByText('social block')).toBeTruthy();
    const blocks = screen.getAllByText(/ block$/).map((element) => element.textContent);
    expect(blocks.slice(3)).toEqual(['sessions block', 'subscription block', 'social block']);
  });
});
