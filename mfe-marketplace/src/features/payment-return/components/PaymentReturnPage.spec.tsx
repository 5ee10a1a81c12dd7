import { screen } from '@testing-library/react';
import type { PaymentReturn } from '@tutor/contracts';
import { inTurn, mockHttp, Reply } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { PaymentReturnPage } from './PaymentReturnPage';

const STATUS = 'GET /api/payments/7/status';

const payment = (overrides: Partial<PaymentReturn> = {}): PaymentReturn => ({
  id: 7,
  state: 'paid',
  amount_rub: 490,
  item: 'material',
  material: { id: 5, title: 'Дроби' },
  ...overrides,
});

const open = (path = '/marketplace/payments/7') =>
  renderAt([{ path: '/marketplace/payments/:paymentId', element: <PaymentReturnPage /> }], path);

const liveRegion = (heading: HTMLElement) => heading.closest('[aria-live="polite"]');

describe('/marketplace/payments/:paymentId', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('says a paid material is paid, in a live region, with the way to it', async () => {
    mockHttp({ [STATUS]: payment() });
    open();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Оплачено' });
    expect(liveRegion(heading)).not.toBeNull();
    expect(
      screen.getByText('Материал «Дроби» теперь ваш: копия уже в ваших заданиях.'),
    ).toBeTruthy();
    expect(screen.getByText(/^Сумма: 490\s₽$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть материал' }).getAttribute('href')).toBe(
      '/marketplace/materials/5',
    );
    expect(screen.getByRole('link', { name: 'Мои покупки' })).toBeTruthy();
  });

  it('says a paid plan is on and leads to the plan section', async () => {
    mockHttp({ [STATUS]: payment({ item: 'plan', material: null }) });
    open();
    await screen.findByText('Платный тариф подключён. Спасибо!');
    expect(screen.getByRole('link', { name: 'К тарифу' }).getAttribute('href')).toBe(
      '/settings#subscription',
    );
    expect(screen.queryByRole('link', { name: 'Мои покупки' })).toBeNull();
  });

  it('says a cancelled payment took nothing and offers to try again', async () => {
    mockHttp({ [STATUS]: payment({ state: 'canceled' }) });
    open();
    await screen.findByRole('heading', { name: 'Оплата отменена, деньги не списаны' });
    expect(screen.getByRole('link', { name: 'Попробовать снова' }).getAttribute('href')).toBe(
      '/marketplace/materials/5',
    );
  });

  it('waits for the bank and updates by itself once it answers', async () => {
    const calls = mockHttp({
      [STATUS]: inTurn(payment({ state: 'waiting' }), payment({ state: 'paid' })),
    });
    open();
    const waiting = await screen.findByRole('heading', { name: 'Ждём подтверждения от банка' });
    expect(liveRegion(waiting)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Проверить ещё раз' })).toBeNull();
    await screen.findByRole('heading', { name: 'Оплачено' }, { timeout: 6000 });
    expect(calls.filter((call) => `${call.method} ${call.url}`.includes('/status'))).toHaveLength(
      2,
    );
  });

  it('shows the refusal of someone else’s payment, and nothing about it', async () => {
    mockHttp({ [STATUS]: new Reply(403, { message: 'This action is unauthorized.' }) });
    open();
    await screen.findByRole('alert');
    expect(screen.queryByRole('heading', { name: 'Оплачено' })).toBeNull();
  });

  it('says an address that names no payment is not found, without asking', async () => {
    mockHttp({});
    open('/marketplace/payments/abc');
    await screen.findByRole('heading', { name: 'Платёж не найден' });
  });
});
