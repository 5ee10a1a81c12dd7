import { cleanup, screen, within } from '@testing-library/react';
import { http } from '@tutor/api-client';
import { ROLE_TEACHER } from '@tutor/contracts';
import { changeLocale } from '@tutor/i18n';
import { queryClient, useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import type { RemotesStatusAnswer } from './operator-api';
import { RemotesStatusPage } from './RemotesStatusPage';

const STATUS: RemotesStatusAnswer = {
  checked_at: Date.UTC(2026, 10, 25, 9, 30),
  remotes: [
    {
      name: 'tasks',
      entry: '/remotes/tasks/mf-manifest.json',
      type: 'manifest',
      reachable: true,
      version: '0.1.0',
      build: 'mfe-tasks',
      problem: null,
      failures_last_hour: 0,
    },
    {
      name: 'marketplace',
      entry: 'https://cdn.test/m/remoteEntry.js',
      type: 'module',
      reachable: false,
      version: null,
      build: null,
      problem: 'https://cdn.test/m/remoteEntry.js answered 404',
      failures_last_hour: 3,
    },
    {
      name: 'shop',
      entry: null,
      type: null,
      reachable: false,
      version: null,
      build: null,
      problem: '"shop" is not a remote of the shell',
      failures_last_hour: 0,
    },
  ],
};

function signIn(isOperator: boolean): void {
  useSession.getState().setUser({
    id: 1,
    email: 'ops@example.com',
    first_name: 'Ops',
    phone: null,
    role: ROLE_TEACHER,
    social_accounts: [],
    email_verified: true,
    is_operator: isOperator,
  });
}

describe('the remotes status page', () => {
  beforeEach(() => {
    queryClient.clear();
    jest.spyOn(http, 'get').mockImplementation(async () => ({ data: STATUS }));
  });

  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    useSession.setState({ user: null, status: 'unknown' });
    await changeLocale('ru');
  });

  it('shows each entry with its state, build, problem and failures', async () => {
    signIn(true);
    renderRoutes(
      [{ path: '/operator/remotes', element: <RemotesStatusPage /> }],
      '/operator/remotes',
    );
    expect(await screen.findByRole('heading', { name: 'Состояние разделов' })).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('Доступен')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('mfe-tasks 0.1.0')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Недоступен')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('3')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Пропущен')).toBeTruthy();
    expect(
      within(rows[3] as HTMLElement).getByText('"shop" is not a remote of the shell'),
    ).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith('/api/remotes/status');
  });

  it('reads in English too', async () => {
    await changeLocale('en');
    signIn(true);
    renderRoutes(
      [{ path: '/operator/remotes', element: <RemotesStatusPage /> }],
      '/operator/remotes',
    );
    expect(
      await screen.findByRole('columnheader', { name: 'Failures in the last hour' }),
    ).toBeTruthy();
    expect(screen.getByText('Unreachable')).toBeTruthy();
  });

  it('is no page for someone who is not an operator', async () => {
    signIn(false);
    renderRoutes(
      [{ path: '/operator/remotes', element: <RemotesStatusPage /> }],
      '/operator/remotes',
    );
    expect(await screen.findByText('Страница не найдена или больше недоступна.')).toBeTruthy();
    expect(http.get).not.toHaveBeenCalled();
  });
});
