import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegisterPayout } from '@tutor/contracts';
import { Reply, bodiesOf, inTurn, mockHttp } from '@tutor/api-client/testing';
import { toast } from '@tutor/ui';
import { TEACHER, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { PayoutRegisterPage } from './PayoutRegisterPage';

const open = () =>
  renderAt([{ path: '/payouts/register', element: <PayoutRegisterPage /> }], '/payouts/register');
const money = (text: string) => new RegExp(text.replace(/ /g, '\\s'));
const REQUESTED_AT = Date.UTC(2025, 2, 3, 10);
/** The payments section below the register, empty (its own spec is beside its component). */
const NO_MISMATCHES = { 'GET /api/payments/mismatches': [] };

function payout(id: number, change: Partial<RegisterPayout> = {}): RegisterPayout {
  return {
    id,
    payee_name: 'Иванова Анна Сергеевна',
    payee_inn: '773370857141',
    payee_bic: '044525225',
    payee_account: '40802810100000012345',
    amount_kopecks: 119_200,
    status: 'processing',
    requested_at: REQUESTED_AT,
    paid_at: null,
    ...change,
  };
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('/payouts/register', () => {
  beforeEach(() => signInAs({ ...TEACHER, is_operator: true }));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('tells a teacher who is not an operator that the page is for operators, calling nothing', () => {
    const calls = mockHttp({});
    signInAs('teacher');
    open();
    expect(screen.getByRole('heading', { name: 'Эта страница — для операторов' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("lists this month's payouts with statuses and links the month's CSV", async () => {
    const calls = mockHttp({
      ...NO_MISMATCHES,
      'GET /api/payouts/register/payouts': [
        payout(7),
        payout(8, { status: 'paid', paid_at: REQUESTED_AT, payee_name: 'Петров Борис' }),
      ],
    });
    open();
    const table = await screen.findByRole('table', { name: 'Выплаты месяца по реестру' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('№ 7');
    expect(first?.textContent).toContain('ИНН 773370857141');
    expect(first?.textContent).toContain('40802810100000012345');
    expect(first?.textContent).toContain('БИК 044525225');
    expect(first?.textContent).toMatch(money('1 192 ₽'));
    expect(first?.textContent).toContain('Выплачивается');
    expect(second?.textContent).toContain('Выплачена');
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
    expect(bodiesOf(calls, 'GET /api/payouts/register/payouts')).toEqual([{ month: thisMonth() }]);
    const link = screen.getByRole('link', { name: 'Скачать реестр (CSV)' });
    expect(link.getAttribute('href')).toBe(`/api/payouts/register?month=${thisMonth()}`);
  });

  it('asks for another month when the month changes', async () => {
    const calls = mockHttp({ ...NO_MISMATCHES, 'GET /api/payouts/register/payouts': [] });
    open();
    expect(
      await screen.findByRole('heading', { name: 'В реестре за этот месяц выплат нет.' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Месяц'), { target: { value: '2025-03' } });
    await waitFor(() =>
      expect(bodiesOf(calls, 'GET /api/payouts/register/payouts')).toContainEqual({
        month: '2025-03',
      }),
    );
    expect(screen.getByRole('link', { name: 'Скачать реестр (CSV)' }).getAttribute('href')).toBe(
      '/api/payouts/register?month=2025-03',
    );
  });

  it('marks a payout paid after confirming, and lists it as paid', async () => {
    const calls = mockHttp({
      ...NO_MISMATCHES,
      'GET /api/payouts/register/payouts': inTurn(
        [payout(7)],
        [payout(7, { status: 'paid', paid_at: REQUESTED_AT })],
      ),
      'POST /api/payouts/register/7/paid': { id: 7, status: 'paid' },
    });
    const success = jest.spyOn(toast, 'success');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить оплаченной выплату № 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отметить выплату оплаченной?' });
    expect(dialog.textContent).toContain('Иванова Анна Сергеевна');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отметить оплаченной' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Отметить/ })).toBeNull());
    expect(screen.getByRole('table').textContent).toContain('Выплачена');
    expect(bodiesOf(calls, 'POST /api/payouts/register/7/paid')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith(
      expect.stringMatching(money('Выплата № 7 \\(1 192 ₽\\) отмечена оплаченной.')),
    );
  });

  it('marks nothing when the operator cancels, and shows a refusal', async () => {
    const calls = mockHttp({
      ...NO_MISMATCHES,
      'GET /api/payouts/register/payouts': [payout(7)],
      'POST /api/payouts/register/7/paid': new Reply(409, {
        message: 'Эту выплату нельзя отметить оплаченной.',
        code: 'not_payable',
      }),
    });
    open();
    const button = await screen.findByRole('button', { name: 'Отметить оплаченной выплату № 7' });
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(calls, 'POST /api/payouts/register/7/paid')).toHaveLength(0);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отметить оплаченной' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Эту выплату нельзя отметить оплаченной.',
    );
  });
});
