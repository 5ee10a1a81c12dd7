import { act, screen, within } from '@testing-library/react';
import type { PaymentMismatch } from '@tutor/contracts';
import { Reply, mockHttp } from '@tutor/api-client/testing';
import { changeLocale } from '@tutor/i18n';
import { TEACHER, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { PayoutRegisterPage } from '../../components/PayoutRegisterPage';

const open = () =>
  renderAt([{ path: '/payouts/register', element: <PayoutRegisterPage /> }], '/payouts/register');
const SEEN_AT = Date.UTC(2025, 2, 3, 10);

function mismatch(id: number, change: Partial<PaymentMismatch> = {}): PaymentMismatch {
  return {
    id,
    payment_id: 40 + id,
    provider: 'yookassa',
    provider_payment_id: '2f1e4c3a-000f-5000-9000-1b2c3d4e5f60',
    order_type: 'purchase',
    order_id: 12,
    buyer_email: 'buyer@example.com',
    expected_amount_rub: 490,
    reported_status: 'succeeded',
    reported_amount: '1.00',
    reported_currency: 'RUB',
    reported_paid: true,
    first_seen_at: SEEN_AT,
    last_seen_at: SEEN_AT,
    times: 1,
    ...change,
  };
}

describe('the payments with mismatches on the operator’s page', () => {
  beforeEach(() => signInAs({ ...TEACHER, is_operator: true }));
  afterEach(async () => {
    jest.restoreAllMocks();
    resetSession();
    await act(() => changeLocale('ru'));
  });

  it('lists each with the provider’s id, the order, what was expected and what came', async () => {
    mockHttp({
      'GET /api/payouts/register/payouts': [],
      'GET /api/payments/mismatches': [
        mismatch(1),
        mismatch(2, {
          provider: 'test',
          provider_payment_id: 'ab12',
          order_type: 'subscription',
          order_id: 7,
          buyer_email: null,
          expected_amount_rub: 99,
          reported_amount: '99.00',
          reported_currency: 'USD',
          reported_paid: false,
          times: 3,
        }),
      ],
    });
    open();
    const table = await screen.findByRole('table', {
      name: 'Платежи, пришедшие не так, как заказаны',
    });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('2f1e4c3a-000f-5000-9000-1b2c3d4e5f60');
    expect(first?.textContent).toContain('ЮKassa · наш платёж №\u00a041');
    expect(first?.textContent).toContain('Покупка материала №\u00a012');
    expect(first?.textContent).toContain('buyer@example.com');
    expect(first?.textContent).toContain('490\u00a0₽');
    expect(first?.textContent).toContain('1\u00a0₽');
    expect(first?.textContent).not.toContain('1,00');
    expect(first?.textContent).toContain('1 сообщение');
    expect(second?.textContent).toContain('Подписка, списание №\u00a07');
    expect(second?.textContent).toContain('99\u00a0$');
    expect(second?.textContent).toContain('не оплачен');
    expect(second?.textContent).toContain('3 сообщения');
  });

  it('writes every amount as the rest of the journal does, in English too', async () => {
    mockHttp({
      'GET /api/payouts/register/payouts': [],
      'GET /api/payments/mismatches': [
        mismatch(1),
        mismatch(2, { expected_amount_rub: 2000, reported_amount: '1999.50' }),
      ],
    });
    await act(() => changeLocale('en'));
    open();
    const table = await screen.findByRole('table', {
      name: 'Payments that differ from their orders',
    });
    const [, first, second] = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    const [expected, came] = [2, 3];
    expect(first?.[expected]).toBe('₽490');
    expect(first?.[came]).toMatch(/^₽1paid/);
    expect(second?.[expected]).toBe('₽2,000');
    expect(second?.[came]).toMatch(/^₽1,999\.50paid/);
  });

  it('says when there are none', async () => {
    mockHttp({ 'GET /api/payouts/register/payouts': [], 'GET /api/payments/mismatches': [] });
    open();
    expect(
      await screen.findByText('Расхождений нет: все прошедшие платежи пришли как заказано.'),
    ).toBeTruthy();
  });

  it('shows a refusal of the list', async () => {
    mockHttp({
      'GET /api/payouts/register/payouts': [],
      'GET /api/payments/mismatches': new Reply(403, { message: 'Нет доступа.' }),
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('Это действие не разрешено.');
  });
});
