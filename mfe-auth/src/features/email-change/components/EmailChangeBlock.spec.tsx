import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLE_STUDENT } from '@tutor/contracts';
import { Reply, bodiesOf, inTurn, invalid, mockHttp } from '@tutor/api-client/testing';
import { initI18n } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { renderWithQueries } from '@tutor/ui/testing';
import '../../../account-settings';
import { EmailChangeBlock } from './EmailChangeBlock';

function renderBlock(path = '/settings', verified = true) {
  window.history.replaceState(null, '', path);
  initI18n();
  useSession.getState().setUser({
    id: 1,
    email: 'anna@example.com',
    first_name: 'Анна',
    phone: null,
    role: ROLE_STUDENT,
    social_accounts: [],
    email_verified: verified,
    is_operator: false,
  });
  return renderWithQueries(<EmailChangeBlock />);
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

  describe('an address waiting for verification', () => {
    it('says so and mails the link again, telling when the next one may be asked', async () => {
      const calls = mockHttp({
        'POST /api/account/email/verification': inTurn(
          { message: 'Новая ссылка для подтверждения отправлена на anna@example.com.' },
          new Reply(429, { message: 'Ссылка только что отправлена.' }, { 'retry-after': '58' }),
        ),
      });
      renderBlock('/settings', false);
      const notice = screen.getByRole('region', { name: /^Подтвердите адрес anna@example.com/ });
      const resend = screen.getByRole('button', { name: 'Отправить ссылку ещё раз' });
      expect(notice.contains(resend)).toBe(true);
      fireEvent.click(resend);
      expect(
        await screen.findByText('Новая ссылка для подтверждения отправлена на anna@example.com.'),
      ).toBeTruthy();
      fireEvent.click(resend);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Слишком много попыток. Повторите через 58 с.',
      );
      expect(bodiesOf(calls, 'POST /api/account/email/verification')).toHaveLength(2);
    });

    it('shows nothing about it once the address is verified', () => {
      mockHttp({});
      renderBlock('/settings', true);
      expect(screen.queryByRole('button', { name: 'Отправить ссылку ещё раз' })).toBeNull();
    });

    it.each([
      ['done', 'Email подтверждён.'],
      ['expired', 'Срок действия ссылки истёк: отправьте новую кнопкой ниже.'],
      ['invalid', 'Ссылка недействительна или заменена более новой.'],
    ])('tells what the link did (%s) and forgets it from the address', (result, text) => {
      mockHttp({});
      renderBlock(`/settings?email_verification=${result}`, result !== 'done');
      expect(screen.getByText(text)).toBeTruthy();
      expect(window.location.search).toBe('');
    });
  });
});
