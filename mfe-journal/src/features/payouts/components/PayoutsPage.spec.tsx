import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Reply, bodiesOf, inTurn, mockHttp } from '@tutor/api-client/testing';
import { toast } from '@tutor/ui';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { NO_SETTINGS, SELF_EMPLOYED, SOLE_PROPRIETOR, balance, payout } from '../testing/fixtures';
import { PayoutsPage } from './PayoutsPage';

const open = () => renderAt([{ path: '/payouts', element: <PayoutsPage /> }], '/payouts');
const money = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

function api(routes: Record<string, unknown> = {}) {
  return mockHttp({
    'GET /api/payouts/balance': balance(),
    'GET /api/payouts/requisites': { requisites: SOLE_PROPRIETOR, self_employed: null },
    'GET /api/payouts/requests': [],
    ...routes,
  });
}

describe('/payouts', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('tells a student that payouts are for authors, calling nothing', () => {
    const calls = mockHttp({});
    signInAs('student');
    open();
    expect(screen.getByRole('heading', { name: 'Выплаты — для авторов материалов' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the balance cards and explains the hold', async () => {
    api({ 'GET /api/payouts/balance': balance({ paid_out_kopecks: 50_000 }) });
    open();
    const cards = await screen.findByRole('region', { name: 'Баланс' });
    const value = (term: string) => within(cards).getByText(term).nextElementSibling?.textContent;
    expect(value('В ожидании')).toMatch(money('392 ₽'));
    expect(value('Доступно')).toMatch(money('1 192 ₽'));
    expect(value('Выплачено')).toMatch(money('500 ₽'));
    expect(within(cards).queryByText('Выплачивается')).toBeNull();
    expect(within(cards).getByText(/пока покупатель может вернуть деньги/)).toBeTruthy();
  });

  it('disables the request below the minimum and says why', async () => {
    api({
      'GET /api/payouts/balance': balance({
        available_kopecks: 39_200,
        blocker: 'below_minimum',
      }),
    });
    open();
    const button = await screen.findByRole('button', { name: money('Запросить выплату 392 ₽') });
    expect(button).toHaveProperty('disabled', true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(money('Доступно 392 ₽, а минимальная выплата — 1 000 ₽.'));
  });

  it('disables the request without requisites and offers to fill them in', async () => {
    api({
      'GET /api/payouts/balance': balance({ blocker: 'no_requisites' }),
      'GET /api/payouts/requisites': NO_SETTINGS,
    });
    open();
    const button = await screen.findByRole('button', { name: /Запросить выплату/ });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Сначала заполните реквизиты для выплат.')).toBeTruthy();
    expect(screen.getByText('Реквизиты не заполнены.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Заполнить реквизиты' }).getAttribute('href')).toBe(
      '/payouts/requisites',
    );
  });

  it('requests a payout and lists it with its status', async () => {
    const calls = api({
      'GET /api/payouts/balance': inTurn(
        balance(),
        balance({ available_kopecks: 0, in_payout_kopecks: 119_200, blocker: 'pending_request' }),
      ),
      'POST /api/payouts/requests': payout(5),
    });
    const success = jest.spyOn(toast, 'success');
    open();
    expect(await screen.findByRole('heading', { name: 'Выплат пока не было.' })).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: money('Запросить выплату 1 192 ₽') }),
    );
    // asked once, with the amount
    const dialog = await screen.findByRole('dialog', { name: money('Запросить выплату 1 192 ₽?') });
    expect(bodiesOf(calls, 'POST /api/payouts/requests')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Запросить' }));
    const table = await screen.findByRole('table', { name: 'Ваши выплаты' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toMatch(money('1 192 ₽'));
    expect(row?.textContent).toContain('Банковский перевод');
    expect(row?.textContent).toContain('Запрошена');
    expect(bodiesOf(calls, 'POST /api/payouts/requests')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith(
      expect.stringMatching(money('Выплата запрошена: 1 192 ₽.')),
    );
    await waitFor(() =>
      expect(screen.getByText('Предыдущая заявка ещё ждёт ежемесячной выплаты.')).toBeTruthy(),
    );
  });

  it('shows why a request was refused', async () => {
    api({
      'POST /api/payouts/requests': new Reply(409, {
        message: 'Предыдущая заявка на выплату ещё не исполнена.',
        code: 'pending_request',
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Запросить выплату/ }));
    const dialog = await screen.findByRole('dialog', { name: /Запросить выплату/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Запросить' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Предыдущая заявка на выплату ещё не исполнена.',
    );
  });

  it('asks about a pending connection on arrival (back from «Мой налог»)', async () => {
    const calls = api({
      'GET /api/payouts/balance': balance({ blocker: 'not_connected' }),
      'GET /api/payouts/requisites': {
        requisites: SELF_EMPLOYED,
        self_employed: { status: 'pending', confirmation_url: 'https://example.test/moy-nalog' },
      },
      'POST /api/payouts/self-employed/check': {
        requisites: SELF_EMPLOYED,
        self_employed: { status: 'confirmed', confirmation_url: null },
      },
    });
    open();
    const panel = await screen.findByRole('region', { name: 'Подключение в «Мой налог»' });
    expect(await within(panel).findByText('Подключено: чеки регистрируются за вас.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /«Мой налог»/ })).toBeNull();
    expect(bodiesOf(calls, 'POST /api/payouts/self-employed/check')).toHaveLength(1);
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/payouts/balance')).toHaveLength(2),
    );
  });

  it('offers to continue a pending connection and re-checks it on request', async () => {
    const pending = {
      requisites: SELF_EMPLOYED,
      self_employed: { status: 'pending', confirmation_url: 'https://example.test/moy-nalog' },
    };
    const calls = api({
      'GET /api/payouts/balance': balance({ blocker: 'not_connected' }),
      'GET /api/payouts/requisites': pending,
      'POST /api/payouts/self-employed/check': inTurn(pending, {
        requisites: SELF_EMPLOYED,
        self_employed: { status: 'canceled', confirmation_url: null },
      }),
    });
    const success = jest.spyOn(toast, 'success');
    open();
    const panel = await screen.findByRole('region', { name: 'Подключение в «Мой налог»' });
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /api/payouts/self-employed/check')).toHaveLength(1),
    );
    expect(within(panel).getByText('Ждём вашего разрешения в «Мой налог».')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Продолжить в «Мой налог»' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Проверить статус' }));
    expect(await within(panel).findByText('Разрешение отклонено или отозвано.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Подключить в «Мой налог»' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Статус обновлён.');
  });

  it('starts the self-employed connection', async () => {
    const calls = api({
      'GET /api/payouts/balance': balance({ blocker: 'not_connected' }),
      'GET /api/payouts/requisites': {
        requisites: SELF_EMPLOYED,
        self_employed: { status: 'none', confirmation_url: null },
      },
      // An answer without an address keeps the page here (jsdom cannot leave it).
      'POST /api/payouts/self-employed': {
        requisites: SELF_EMPLOYED,
        self_employed: { status: 'canceled', confirmation_url: null },
      },
    });
    open();
    expect(await screen.findByText('Ещё не подключено.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Проверить статус' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Подключить в «Мой налог»' }));
    expect(await screen.findByText('Разрешение отклонено или отозвано.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/payouts/self-employed')).toHaveLength(1);
  });

  it('lists payouts with their statuses and links the monthly statement', async () => {
    api({
      'GET /api/payouts/requests': [
        payout(2, { status: 'paid', paid_at: Date.UTC(2025, 3, 5) }),
        payout(1, { status: 'canceled', method: 'provider' }),
      ],
    });
    open();
    const rows = within(await screen.findByRole('table', { name: 'Ваши выплаты' })).getAllByRole(
      'row',
    );
    expect(rows[1]?.textContent).toContain('Выплачена');
    expect(rows[2]?.textContent).toContain('Отменена, сумма вернулась на баланс');
    expect(rows[2]?.textContent).toContain('На кошелёк ЮMoney');
    fireEvent.change(screen.getByLabelText('Месяц'), { target: { value: '2025-04' } });
    expect(screen.getByRole('link', { name: 'Скачать выписку (CSV)' }).getAttribute('href')).toBe(
      '/api/payouts/statement?month=2025-04',
    );
  });

  it('says when a request goes out and cancels it after one question naming the amount', async () => {
    const success = jest.spyOn(toast, 'success');
    const calls = api({
      'GET /api/payouts/requests': [payout(3)],
      'POST /api/payouts/requests/3/cancel': payout(3, { status: 'canceled' }),
    });
    open();
    const table = await screen.findByRole('table', { name: 'Ваши выплаты' });
    expect(within(table).getByText('Уйдёт в выплату 1 окт. 2026')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Отменить заявку' }));
    const dialog = await screen.findByRole('dialog', {
      name: money('Отменить заявку на 1 192 ₽?'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оставить' }));
    expect(bodiesOf(calls, 'POST /api/payouts/requests/3/cancel')).toHaveLength(0);

    fireEvent.click(within(table).getByRole('button', { name: 'Отменить заявку' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Отменить заявку' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(bodiesOf(calls, 'POST /api/payouts/requests/3/cancel')).toHaveLength(1);
    expect(await within(table).findByText('Отменена, сумма вернулась на баланс')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Отменить заявку' })).toBeNull();
  });
});
