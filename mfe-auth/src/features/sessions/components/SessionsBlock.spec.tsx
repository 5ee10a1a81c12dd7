import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, inTurn, mockHttp } from '@tutor/api-client/testing';
import { changeLocale, initI18n } from '@tutor/i18n';
import { toast } from '@tutor/ui';
import { renderWithQueries } from '@tutor/ui/testing';
import '../../../account-settings';
import type { AccountSession } from '../api/sessions-api';
import { SessionsBlock } from './SessionsBlock';

const at = Date.UTC(2026, 10, 20, 9, 30);
const here: AccountSession = {
  id: 'a'.repeat(32),
  created_at: at,
  last_active_at: at,
  browser: 'Chrome',
  os: 'Windows',
  ip: '203.0.113.x',
  current: true,
};
const phone: AccountSession = {
  ...here,
  id: 'b'.repeat(32),
  browser: 'Safari',
  os: 'iPhone',
  current: false,
};

describe('the sessions block', () => {
  beforeEach(() => {
    initI18n();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => changeLocale('ru'));
  });

  it('lists the sessions with the device in words and this device marked', async () => {
    mockHttp({ 'GET /api/account/sessions': { sessions: [here, phone] } });
    renderWithQueries(<SessionsBlock />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Chrome, Windows');
    expect(rows[0]?.textContent).toContain('Это устройство');
    expect(rows[0]?.textContent).toContain('IP 203.0.113.x');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[1]?.textContent).toContain('Safari, iPhone');
    await act(() => changeLocale('en'));
    expect(await screen.findByText('Safari on iPhone')).toBeTruthy();
  });

  it('signs one device out and reloads the list', async () => {
    const calls = mockHttp({
      'GET /api/account/sessions': inTurn({ sessions: [here, phone] }, { sessions: [here] }),
      [`DELETE /api/account/sessions/${phone.id}`]: '',
    });
    renderWithQueries(<SessionsBlock />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Выйти на устройстве Safari, iPhone' }),
    );
    expect(await screen.findByText('Вход выполнен только на этом устройстве.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', `/api/account/sessions/${phone.id}`)).toHaveLength(1);
    expect(callsTo(calls, 'GET', '/api/account/sessions')).toHaveLength(2);
  });

  it('asks before signing out everywhere else, and does nothing when cancelled', async () => {
    const calls = mockHttp({
      'GET /api/account/sessions': { sessions: [here, phone] },
      'DELETE /api/account/sessions': {
        ended: 1,
        message: 'Выполнен выход на всех остальных устройствах.',
      },
    });
    const ended = () => callsTo(calls, 'DELETE', '/api/account/sessions');
    const success = jest.spyOn(toast, 'success');
    renderWithQueries(<SessionsBlock />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Выйти на всех других устройствах' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех других устройствах?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ended()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Выйти на всех других устройствах' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Выйти' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Выполнен выход на всех остальных устройствах.'),
    );
    expect(ended()).toHaveLength(1);
  });
});
