import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@tutor/api-client';
import { changeLocale } from '@tutor/i18n';
import { queryClient, useSession } from '@tutor/session';
import { renderRoutes, resetSession, signInAs } from '@tutor/ui/testing';
import { NotificationBell } from './NotificationBell';
import type { NotificationItem, NotificationsPage } from './notifications-api';

function item(fields: Partial<NotificationItem>): NotificationItem {
  return {
    id: 1,
    kind: 'task_received',
    created_at: Date.UTC(2026, 10, 25, 9),
    read: false,
    work_id: 5,
    task_id: 3,
    link: '/works/5',
    task_title: 'Дроби',
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

function page(items: NotificationItem[]): NotificationsPage {
  return {
    items,
    total: items.length,
    page: 1,
    per_page: 20,
    unread: items.filter((i) => !i.read).length,
  };
}

describe('NotificationBell', () => {
  let current: NotificationsPage;
  const posts: unknown[] = [];

  beforeEach(() => {
    current = page([
      item({ id: 3, kind: 'work_returned', note: 'Покажите решение' }),
      item({ id: 2, kind: 'work_checked', regraded: true }),
      item({ id: 1, read: true }),
    ]);
    posts.length = 0;
    queryClient.clear();
    jest.spyOn(http, 'get').mockImplementation(async () => ({ data: current }));
    jest.spyOn(http, 'post').mockImplementation(async (_url, body) => {
      posts.push(body);
      current = page(current.items.map((i) => ({ ...i, read: true })));
      return { data: { unread: 0 } };
    });
    signInAs('student');
  });

  afterEach(async () => {
    resetSession();
    jest.restoreAllMocks();
    await changeLocale('ru');
  });

  const render = () =>
    renderRoutes(
      [
        { path: '/', element: <NotificationBell /> },
        { path: '/works/:id', element: <h1>work page</h1> },
        { path: '/notifications', element: <h1>all notifications</h1> },
      ],
      '/',
    );

  it('says the unread count in its name and lists the newest first', async () => {
    render();
    const bell = await screen.findByRole(
      'button',
      { name: 'Уведомления, 2 непрочитанных' },
      { timeout: 5000 },
    );
    fireEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Уведомления' });
    const links = within(within(panel).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining(
        'Не прочитано: Работа «Дроби» возвращена на доработкуПокажите решение',
      ),
      expect.stringContaining('Оценка работы «Дроби» изменена'),
      expect.stringContaining('Анна: новое задание «Дроби»'),
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/works/5');
  });

  it('names the new version of a bought material and links to the material', async () => {
    current = page([
      item({
        kind: 'material_updated',
        work_id: null,
        task_id: null,
        link: '/marketplace/materials/8',
        task_title: 'Квадратные уравнения',
        actor_name: null,
        note: 'Добавлен разбор',
        version: 2,
      }),
    ]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: /Уведомления, 1/ }));
    const panel = screen.getByRole('region', { name: 'Уведомления' });
    const link = within(within(panel).getByRole('list')).getByRole('link');
    expect(link.textContent).toContain('Новая версия 2 материала «Квадратные уравнения»');
    expect(link.getAttribute('href')).toBe('/marketplace/materials/8');
  });

  it('says the mark of a checked work', async () => {
    current = page([
      item({ kind: 'work_checked', mark: { scale: 'five_point', value: 5 } }),
      item({ id: 2, kind: 'work_checked', mark: { scale: 'pass_fail', passed: true } }),
    ]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: /2 непрочитанных/ }));
    const list = within(screen.getByRole('region', { name: 'Уведомления' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Работа «Дроби» проверена, оценка: 5'),
      expect.stringContaining('Работа «Дроби» проверена, оценка: зачёт'),
    ]);
  });

  it('says a sale with its amount', async () => {
    current = page([
      item({ kind: 'material_sold', task_title: 'Дроби', amount_rub: 490, link: '/payouts/sales' }),
    ]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: /1 непрочитанное/ }));
    const list = within(screen.getByRole('region', { name: 'Уведомления' })).getByRole('list');
    expect(within(list).getByRole('link').textContent).toMatch(
      /Ваш материал «Дроби» купили за 490\s₽/,
    );
  });

  it('leads to the page of all notifications and closes', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: /непрочитанных/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Все уведомления' }));
    expect(await screen.findByRole('heading', { name: 'all notifications' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Уведомления' })).toBeNull();
  });

  it('marks all read and the count goes', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: /2 непрочитанных/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Прочитать все' }));
    await screen.findByRole('button', { name: 'Уведомления' });
    expect(posts).toEqual([{ all: true }]);
  });

  it('marks one read when it is followed, and closes', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: /непрочитанных/ }));
    fireEvent.click(screen.getAllByRole('link')[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'work page' })).toBeTruthy();
    await waitFor(() => expect(posts).toEqual([{ ids: [3] }]));
  });

  it('reads in English', async () => {
    await changeLocale('en');
    render();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('shows nothing to a guest', () => {
    useSession.setState({ user: null, status: 'guest' });
    render();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
