import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ROLE_STUDENT } from '@tutor/contracts';
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

describe('/settings', () => {
  afterEach(() => {
    forgetRemoteModule('auth/AccountSocialBlock');
    useSession.setState({ user: null, status: 'unknown' });
  });

  it('sends a guest to /login', async () => {
    useSession.getState().setUser(null);
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
  });

  it("embeds the auth remote's social accounts block for a signed-in user", async () => {
    jest.mocked(loadRemote).mockResolvedValue({ AccountSocialBlock: () => <p>social block</p> });
    useSession.getState().setUser({
      id: 1,
      email: 'a@b.cd',
      first_name: 'A',
      phone: null,
      role: ROLE_STUDENT,
      social_accounts: [],
    });
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Настройки' })).toBeTruthy();
    expect(await screen.findByText('social block')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('auth/AccountSocialBlock');
  });
});
