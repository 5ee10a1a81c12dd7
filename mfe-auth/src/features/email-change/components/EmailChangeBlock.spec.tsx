import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ROLE_STUDENT } from '@tutor/contracts';
import { bodiesOf, invalid, mockHttp } from '@tutor/api-client/testing';
import { initI18n } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import '../../../account-settings';
import { EmailChangeBlock } from './EmailChangeBlock';

function renderBlock(path = '/settings') {
  window.history.replaceState(null, '', path);
  initI18n();
  useSession.getState().setUser({
    id: 1,
    email: 'anna@example.com',
    first_name: 'Анна',
    phone: null,
    role: ROLE_STUDENT,
    social_accounts: [],
    email_verified: true,
    is_operator: false,
  });
  return render(<EmailChangeBlock />);
}

describe('the email change block', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the current email as text and asks for a link to the new one', async () => {
    const calls = mockHttp({
      'POST /api/account/email': {
        message: 'Ссылка для подтверждения отправлена на new@example.com.',
      },
    });
    renderBlock();
    expect(screen.getByText('anna@example.com').tagName).toBe('STRONG');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Новый email'), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(
      await screen.findByText('Ссылка для подтверждения отправлена на new@example.com.', {
        selector: '.ui-alert',
      }),
    ).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/account/email')).toEqual([{ email: 'new@example.com' }]);
    expect(screen.getByLabelText<HTMLInputElement>('Новый email').value).toBe('');
  });

  it('shows a taken address under the field until it is edited', async () => {
    mockHttp({
      'POST /api/account/email': invalid({
        email: ['Такое значение поля email уже существует.'],
      }),
    });
    renderBlock();
    fireEvent.change(screen.getByLabelText('Новый email'), { target: { value: 'b@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Такое значение поля email уже существует.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Новый email'), { target: { value: 'c@example.com' } });
    await waitFor(() =>
      expect(screen.queryByText('Такое значение поля email уже существует.')).toBeNull(),
    );
  });

  it.each([
    ['done', 'Email изменён.', 'status'],
    ['expired', 'Срок действия ссылки истёк. Запросите новую.', 'alert'],
    ['invalid', 'Ссылка недействительна или уже использована.', 'alert'],
  ])('tells what the mailed link did (%s) and forgets it', (result, text, role) => {
    renderBlock(`/settings?email_change=${result}&tab=1`);
    expect(screen.getByRole(role).textContent).toBe(text);
    expect(window.location.search).toBe('?tab=1');
  });
});
