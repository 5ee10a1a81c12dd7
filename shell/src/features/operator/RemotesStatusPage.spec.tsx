import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from '@tutor/api-client';
import { ROLE_TEACHER } from '@tutor/contracts';
import { changeLocale } from '@tutor/i18n';
import { queryClient, useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import type { RemotesStatusAnswer } from './operator-api';
import { RemotesStatusPage } from './RemotesStatusPage';
import { candidate, state } from './registry/registry-fixtures';
import type { RegistryState } from './registry/registry-api.types';

const STATUS: RemotesStatusAnswer = {
  checked_at: Date.UTC(2026, 10, 25, 9, 30),
  remotes: [
    {
      name: 'tasks',
      entry: '/remotes/tasks/mf-manifest.json',
      type: 'manifest',
      reachable: true,
      version: '0b2a6586a59b',
      build: 'mfe-tasks',
      problem: null,
      failures_last_hour: 3,
      probe: { manifest: true, entry: true, cors: null, routes: true },
      failures: [
        {
          version: '0b2a6586a59b',
          counts: { load: 0, shape: 0, render: 1, shared: 2 },
          last_messages: [
            {
              kind: 'shared',
              message: 'react 19.3.1 is shared, it asks for ^18.2.0',
              browser: 'Chrome 140',
              at: Date.UTC(2026, 10, 25, 9, 29),
            },
          ],
        },
      ],
    },
    {
      name: 'journal',
      entry: 'https://cdn.test/j/mf-manifest.json',
      type: 'manifest',
      reachable: false,
      version: 'aa11',
      build: 'journal',
      problem: 'the remote does not allow this origin (CORS)',
      failures_last_hour: 0,
      probe: { manifest: true, entry: true, cors: false, routes: true },
      failures: [],
    },
    {
      name: 'marketplace',
      entry: 'https://cdn.test/m/remoteEntry.js',
      type: 'module',
      reachable: false,
      version: null,
      build: null,
      problem: 'https://cdn.test/m/remoteEntry.js answered 404',
      failures_last_hour: 0,
      probe: { manifest: null, entry: false, cors: null, routes: null },
      failures: [],
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
      probe: { manifest: null, entry: null, cors: null, routes: null },
      failures: [],
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

/** What GET /api/remotes/registry answers in a test. */
let registry: RegistryState;

/** The API's answers by URL: the status, the registry and its (empty) history. */
async function answer(url: string): Promise<{ data: unknown }> {
  if (url === '/api/remotes/status') return { data: STATUS };
  if (url === '/api/remotes/registry') return { data: registry };
  if (url === '/api/remotes/registry/versions') {
    return { data: { items: [], total: 0, page: 1, per_page: 20 } };
  }
  throw new Error(`no answer for ${url}`);
}

describe('the remotes status page', () => {
  beforeEach(() => {
    queryClient.clear();
    registry = state();
    jest.spyOn(http, 'get').mockImplementation(answer);
  });

  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    useSession.setState({ user: null, status: 'unknown' });
    await changeLocale('ru');
  });

  it('shows each entry with its health, build, problem and failures per version', async () => {
    signIn(true);
    renderRoutes(
      [{ path: '/operator/remotes', element: <RemotesStatusPage /> }],
      '/operator/remotes',
    );
    expect(await screen.findByRole('heading', { name: 'Состояние разделов' })).toBeTruthy();
    const rows = within(
      await screen.findByRole('table', { name: 'Состояние разделов' }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const tasks = within(rows[1] as HTMLElement);
    expect(tasks.getByText('Доступен')).toBeTruthy();
    expect(tasks.getByText('mfe-tasks 0b2a6586a59b')).toBeTruthy();
    expect(tasks.getByText('Сборка 0b2a6586a59b')).toBeTruthy();
    expect(tasks.getByText('Несовместимые версии: 2')).toBeTruthy();
    expect(tasks.getByText('Сбой при показе: 1')).toBeTruthy();
    expect(tasks.queryByText('Не загрузился: 0')).toBeNull();
    const message = tasks.getByText('react 19.3.1 is shared, it asks for ^18.2.0');
    expect(message.closest('ul')?.hidden).toBe(true);
    fireEvent.click(tasks.getByRole('button', { name: 'Последние сообщения (1)' }));
    expect(message.closest('ul')?.hidden).toBe(false);
    expect(tasks.getByRole('button', { name: 'Скрыть сообщения' })).toBeTruthy();
    expect(tasks.getByText(/Chrome 140/)).toBeTruthy();
    const journal = within(rows[2] as HTMLElement);
    expect(journal.getByText('Неисправен')).toBeTruthy();
    expect(journal.getByText('the remote does not allow this origin (CORS)')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Недоступен')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Нет')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).getByText('Пропущен')).toBeTruthy();
    expect(
      within(rows[4] as HTMLElement).getByText('"shop" is not a remote of the shell'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
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
    expect(screen.getByText('Incompatible versions: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last messages (1)' })).toBeTruthy();
  });

  it('shows a refused registry file and the canary share of the registry', async () => {
    signIn(true);
    registry = state({
      candidate: { ...candidate(7), percent: 10 },
      problem: 'tasks: the manifest did not answer',
    });
    renderRoutes(
      [{ path: '/operator/remotes', element: <RemotesStatusPage /> }],
      '/operator/remotes',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Новый реестр отклонён: tasks: the manifest did not answer',
    );
    expect(screen.getByText('Канареечная версия реестра 7: 10 % пользователей')).toBeTruthy();
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
