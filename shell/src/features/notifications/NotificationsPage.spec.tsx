import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@tutor/api-client';
import { changeLocale } from '@tutor/i18n';
import { queryClient } from '@tutor/session';
import { renderRoutes, resetSession, signInAs } from '@tutor/ui/testing';
import { NotificationsPage } from './NotificationsPage';
import type { NotificationItem, NotificationsPage as Page } from './notifications-api';

function item(id: number, fields: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    kind: 'task_received',
    created_at: Date.UTC(2026, 10, 25, 9),
    read: false,
    work_id: id,
    task_id: 3,
    link: `/works/${id}`,
    task_title: `Задание ${id}`,
    actor_name: 'Анна',
    note: null,
    regraded: false,
    resubmitted: false,
    deadline: null,
    version: null,
    mark: null,
    amount_rub: null,
    receipt_url: null,
    ...fields,
  };
}

describe('NotificationsPage', () => {
  let all: NotificationItem[];
  const asked: Record<string, unknown>[] = [];
  const posts: unknown[] = [];

  const answer = (params: Record<string, unknown>): Page => {
    const items = all.filter(
      (one) =>
        (params['unread'] !== true || !one.read) &&
        (params['kind'] === undefined || one.kind === params['kind']),
    );
    const unread = all.filter((one) => !one.read).length;
    return { items, total: items.length, page: 1, per_page: 20, unread };
  };

  beforeEach(() => {
    all = [item(3), item(2, { kind: 'work_checked', read: true }), item(1)];
    asked.length = 0;
    posts.length = 0;
    queryClient.clear();
    jest.spyOn(http, 'get').mockImplementation(async (url, config) => {
      if (url === '/api/notifications/preferences') {
        return { data: { kinds: ['task_received', 'work_checked'], mail: {} } };
      }
      const params = (config?.params ?? {}) as Record<string, unknown>;
      asked.push(params);
      return { data: answer(params) };
    });
    jest.spyOn(http, 'post').mockImplementation(async (_url, body) => {
      posts.push(body);
      all = all.map((one) => ({ ...one, read: true }));
      return { data: { unread: 0 } };
    });
    signInAs('student');
  });

  afterEach(async () => {
    resetSession();
    jest.restoreAllMocks();
    await changeLocale('ru');
  });

  const render = (path = '/notifications') =>
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], path);

  const texts = () =>
    within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');

  it('lists every notification with the unread count', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Уведомления' })).toBeTruthy();
    await waitFor(() => expect(texts()).toHaveLength(3));
    expect(screen.getByText('2 непрочитанных')).toBeTruthy();
  });

  it('asks for the unread only, then one kind', async () => {
    render();
    await waitFor(() => expect(texts()).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Только непрочитанные' }));
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(asked.at(-1)).toMatchObject({ unread: true, page: 1 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Только непрочитанные' }));
    const kind = screen.getByRole('combobox', { name: 'Вид' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Все виды',
      'Новое задание',
      'Работа проверена',
      'Пароль изменён',
      'Продажа материала',
      'Чек за покупку',
      'Чек за подписку',
    ]);
    fireEvent.change(kind, { target: { value: 'work_checked' } });
    await waitFor(() => expect(texts()).toHaveLength(1));
    expect(asked.at(-1)).toMatchObject({ kind: 'work_checked' });
  });

  it('says when nothing matches the filters', async () => {
    all = all.map((one) => ({ ...one, read: true }));
    render('/notifications?unread=1');
    expect(await screen.findByText('Под выбранные условия уведомлений нет.')).toBeTruthy();
  });

  it('marks all read', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Прочитать все' }));
    expect(await screen.findByText('Непрочитанных нет')).toBeTruthy();
    expect(posts).toEqual([{ all: true }]);
  });

  it('reads in English', async () => {
    await changeLocale('en');
    render();
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(await screen.findByText('2 unread')).toBeTruthy();
  });
});
