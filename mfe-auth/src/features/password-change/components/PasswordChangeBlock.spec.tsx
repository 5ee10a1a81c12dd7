import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bodiesOf, invalid, mockHttp } from '@tutor/api-client/testing';
import { initI18n } from '@tutor/i18n';
import { toast } from '@tutor/ui';
import '../../../account-settings';
import { queryClient } from '@tutor/session';
import { renderWithQueries } from '@tutor/ui/testing';
import { queryKeys } from '../../../shared/lib/query-keys';
import { PasswordChangeBlock } from './PasswordChangeBlock';

function fill(current: string, password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Повторите новый пароль'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

describe('the password change block', () => {
  beforeEach(() => {
    initI18n();
  });
  afterEach(() => jest.restoreAllMocks());

  it('changes the password, empties the fields and tells the sessions list', async () => {
    const success = jest.spyOn(toast, 'success');
    const calls = mockHttp({
      'PUT /api/account/password': { message: 'Пароль изменён. Остальные сеансы завершены.' },
    });
    const changed = jest.spyOn(queryClient, 'invalidateQueries');
    renderWithQueries(<PasswordChangeBlock />);
    fill('Old-Password-1', 'Velvet-Harbour-77');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Пароль изменён. Остальные сеансы завершены.'),
    );
    expect(bodiesOf(calls, 'PUT /api/account/password')).toEqual([
      {
        current_password: 'Old-Password-1',
        password: 'Velvet-Harbour-77',
        password_confirmation: 'Velvet-Harbour-77',
      },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Текущий пароль').value).toBe('');
    expect(changed).toHaveBeenCalledWith({ queryKey: queryKeys.sessions });
  });

  it('shows a wrong current password under its field, cleared when it is edited', async () => {
    mockHttp({
      'PUT /api/account/password': invalid({
        current_password: ['Текущий пароль указан неверно.'],
      }),
    });
    renderWithQueries(<PasswordChangeBlock />);
    fill('wrong', 'Velvet-Harbour-77');
    expect(await screen.findByText('Текущий пароль указан неверно.')).toBeTruthy();
    expect(screen.getByLabelText('Текущий пароль').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: 'right' } });
    expect(screen.queryByText('Текущий пароль указан неверно.')).toBeNull();
  });
});
