import { cleanup, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { BUILT_IN_REMOTES, type RegistryEntry } from '@tutor/contracts';
import { changeLocale } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { renderRoutes, resetSession, signInAs } from '@tutor/ui/testing';
import { setRegistry, useRegistryStore } from '../federation/registry-store';
import { forgetRemoteModule } from '../federation/remote-modules';
import { RemoteOutlet } from './RemoteOutlet';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const reports: RegistryEntry = {
  name: 'reports',
  entry: 'https://cdn.test/reports/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/reports', nav: { ru: 'Отчёты', en: 'Reports' }, roles: ['teacher'] }],
};

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/login', element: <h1>sign in</h1> },
      { path: '*', element: <RemoteOutlet /> },
    ],
    path,
  );

describe('the area a path belongs to, from the registry', () => {
  beforeEach(() => {
    setRegistry({ version: 1, remotes: [...BUILT_IN_REMOTES, reports], skipped: [] });
    load.mockResolvedValue({ routes: [{ path: '/reports/*', element: <h1>Monthly report</h1> }] });
  });

  afterEach(async () => {
    cleanup();
    resetSession();
    forgetRemoteModule('reports/routes');
    useRegistryStore.setState({ registry: null });
    load.mockReset();
    await changeLocale('ru');
  });

  it("mounts a new entry's routes for someone its roles allow", async () => {
    signInAs('teacher');
    open('/reports/monthly');
    expect(await screen.findByRole('heading', { name: 'Monthly report' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('reports/routes');
  });

  it('tells anyone else there is no access, without loading the remote', async () => {
    signInAs('student');
    open('/reports');
    expect(await screen.findByText('Этот раздел вам недоступен.')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    cleanup();
    await changeLocale('en');
    open('/reports');
    expect(await screen.findByText('This section is not available to you.')).toBeTruthy();
  });

  it('sends a guest to sign in first', async () => {
    useSession.getState().setUser(null);
    open('/reports');
    expect(await screen.findByRole('heading', { name: 'sign in' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('says "not found" for a path no entry owns', async () => {
    signInAs('teacher');
    setRegistry({ version: 2, remotes: [...BUILT_IN_REMOTES], skipped: [] });
    open('/reports');
    // the page's one h1, as every page has
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Страница не найдена или больше недоступна.',
      }),
    ).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
