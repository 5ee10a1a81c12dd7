import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@tutor/api-client';
import { queryClient } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { NotificationPreferencesBlock } from './NotificationPreferencesBlock';
import type { NotificationPreferences } from './notifications-api';

describe('NotificationPreferencesBlock', () => {
  let saved: NotificationPreferences;
  const puts: unknown[] = [];

  beforeEach(() => {
    puts.length = 0;
    queryClient.clear();
    saved = {
      kinds: ['work_submitted', 'comment_added'],
      mail: { work_submitted: true, comment_added: true },
      submitted_delivery: 'instant',
    };
    jest.spyOn(http, 'get').mockImplementation(async () => ({ data: saved }));
    jest.spyOn(http, 'put').mockImplementation(async (_url, body) => {
      puts.push(body);
      const change = body as Partial<NotificationPreferences>;
      saved = {
        ...saved,
        mail: { ...saved.mail, ...change.mail },
        submitted_delivery: change.submitted_delivery ?? saved.submitted_delivery,
      };
      return { data: saved };
    });
  });

  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  const render = () =>
    renderRoutes([{ path: '/settings', element: <NotificationPreferencesBlock /> }], '/settings');

  it("offers the role's kinds and saves a switch at once", async () => {
    render();
    const submitted = await screen.findByRole(
      'checkbox',
      { name: 'Сдана работа' },
      { timeout: 5000 },
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(submitted);
    await waitFor(() => expect(puts).toEqual([{ mail: { work_submitted: false } }]));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Сдана работа' }).checked).toBe(
        false,
      ),
    );
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Раз в день, одной сводкой' }).disabled,
    ).toBe(true);
  });

  it('lets a teacher choose the daily digest', async () => {
    render();
    fireEvent.click(
      await screen.findByRole('radio', { name: 'Раз в день, одной сводкой' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(puts).toEqual([{ submitted_delivery: 'digest' }]));
  });
});
