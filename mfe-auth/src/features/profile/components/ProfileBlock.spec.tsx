import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { bodiesOf, invalid, mockHttp } from '@tutor/api-client/testing';
import { initI18n } from '@tutor/i18n';
import { useAppSettings, useSession } from '@tutor/session';
import { toast } from '@tutor/ui';
import { renderWithQueries } from '@tutor/ui/testing';
import '../../../account-settings';
import { ProfileBlock } from './ProfileBlock';

const user: SessionUser = {
  id: 1,
  email: 'anna@example.com',
  first_name: 'Анна',
  phone: null,
  role: ROLE_STUDENT,
  social_accounts: [],
  email_verified: true,
  is_operator: false,
};

function renderBlock(role = ROLE_STUDENT) {
  initI18n();
  useSession.getState().setUser({ ...user, role });
  return renderWithQueries(<ProfileBlock />);
}

describe('the profile block', () => {
  beforeEach(() => {
    useAppSettings.setState({
      settings: {
        oauth: [],
        roles: [
          { id: ROLE_TEACHER, name: 'Учитель', phone_required: true },
          { id: ROLE_STUDENT, name: 'Ученик', phone_required: false },
        ],
        logo: '',
        logo_title: '',
        referral_price_rub: 99,
      },
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the name and phone, updates the signed-in user and says so', async () => {
    const success = jest.spyOn(toast, 'success');
    const calls = mockHttp({
      'PUT /api/account/profile': { ...user, first_name: 'Аня', phone: '+79161234567' },
    });
    renderBlock();
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Аня' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '8 916 123-45-67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Профиль сохранён.'));
    expect(bodiesOf(calls, 'PUT /api/account/profile')).toEqual([
      { first_name: 'Аня', phone: '8 916 123-45-67' },
    ]);
    expect(useSession.getState().user?.phone).toBe('+79161234567');
    expect(screen.getByLabelText<HTMLInputElement>('Телефон').value).toBe('+79161234567');
  });

  it('shows errors under their fields and clears one when its field is edited', async () => {
    mockHttp({
      'PUT /api/account/profile': invalid({
        first_name: ['Поле имя обязательно для заполнения.'],
        phone: ['Поле телефон обязательно для заполнения.'],
      }),
    });
    renderBlock(ROLE_TEACHER);
    expect(screen.getByText(/Обязателен для вашей роли/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле имя обязательно для заполнения.')).toBeTruthy();
    expect(screen.getByText('Поле телефон обязательно для заполнения.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'А' } });
    expect(screen.queryByText('Поле имя обязательно для заполнения.')).toBeNull();
    expect(screen.getByText('Поле телефон обязательно для заполнения.')).toBeTruthy();
  });

  it('warns before leaving with unsaved edits, and not after saving', async () => {
    mockHttp({ 'PUT /api/account/profile': { ...user, first_name: 'Аня' } });
    renderBlock();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Аня' } });
    expect(leave()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(leave()).toBe(false));
  });

  it('renders before the app settings arrive, then asks for the phone when the role says so', async () => {
    // the remote may mount before /api/settings answers (a reload of /settings)
    useAppSettings.setState({ settings: null });
    renderBlock(ROLE_TEACHER);
    expect(screen.getByLabelText<HTMLInputElement>('Телефон').required).toBe(false);
    act(() =>
      useAppSettings.setState({
        settings: {
          oauth: [],
          roles: [{ id: ROLE_TEACHER, name: 'Учитель', phone_required: true }],
          logo: '',
          logo_title: '',
          referral_price_rub: 99,
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Телефон').required).toBe(true),
    );
  });
});
