import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { callsTo, mockHttp } from '@tutor/api-client/testing';
import { changeLocale, initI18n } from '@tutor/i18n';
import { renderWithQueries } from '@tutor/ui/testing';
import '../../../subscription-block';
import type { ReferralInfo, SubscriptionState } from '../api/subscription-api';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { SubscriptionBlock } from './SubscriptionBlock';

jest.mock('../../../shared/lib/follow-redirect', () => ({ followRedirect: jest.fn() }));

const PLANS: SubscriptionState['plans'] = [
  { plan: 'free', price_rub: 0, students_limit: 30, sells_paid_materials: false },
  { plan: 'paid', price_rub: 490, students_limit: null, sells_paid_materials: true },
];
const FREE: SubscriptionState = {
  plan: 'free',
  status: 'free',
  paid_until: null,
  next_charge: null,
  autopay: false,
  payment_method_title: null,
  grace_until: null,
  offer_price_rub: 99,
  referral_offer: true,
  students_count: 12,
  plans: PLANS,
  payment_pending: false,
};
const until = Date.UTC(2026, 5, 15, 9);
const PAID: SubscriptionState = {
  ...FREE,
  plan: 'paid',
  status: 'active',
  paid_until: until,
  next_charge: { at: until, amount_rub: 490 },
  autopay: true,
  payment_method_title: 'Bank card *4444',
  offer_price_rub: 490,
  referral_offer: false,
};
const REFERRAL: ReferralInfo = {
  code: 'abcdefgh23',
  url: 'http://localhost:3000/login?ref=abcdefgh23',
  offer_price_rub: 99,
  signed_up: 2,
  rewards: 1,
  reward_months: 1,
};

describe('the subscription block', () => {
  beforeEach(() => initI18n());
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => changeLocale('ru'));
  });

  it('shows the free plan, its limit, the referral month and the link', async () => {
    mockHttp({ 'GET /api/subscription': FREE, 'GET /api/referral': REFERRAL });
    renderWithQueries(<SubscriptionBlock />);
    expect(await screen.findByText('Бесплатный')).toBeTruthy();
    expect(screen.getByText('490 ₽ в месяц')).toBeTruthy();
    expect(screen.getByText('12 из 30 на бесплатном тарифе')).toBeTruthy();
    expect(screen.getByText('Нет: автоплатёж отключён')).toBeTruthy();
    expect(screen.getByText('Первый месяц за 99 рублей')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Подключить за 99\u00a0₽' })).toBeTruthy();
    const link = await screen.findByLabelText('Ваша реферальная ссылка');
    expect((link as HTMLInputElement).value).toBe(REFERRAL.url);
    expect(screen.getByText('Зарегистрировались: 2. Наград: 1.')).toBeTruthy();
    expect(screen.getByText(/вы получите 1 месяц платного тарифа бесплатно\.$/)).toBeTruthy();
  });

  it('says the reward months in each language’s plural', async () => {
    mockHttp({
      'GET /api/subscription': FREE,
      'GET /api/referral': { ...REFERRAL, reward_months: 2 },
    });
    renderWithQueries(<SubscriptionBlock />);
    expect(await screen.findByText(/вы получите 2 месяца платного тарифа/)).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(await screen.findByText(/you get 2 free months of the paid plan\.$/)).toBeTruthy();
  });

  it('shows the paid plan with its next charge and method, in en too', async () => {
    mockHttp({ 'GET /api/subscription': PAID, 'GET /api/referral': REFERRAL });
    renderWithQueries(<SubscriptionBlock />);
    expect(await screen.findByText('15 июн. 2026, 490 ₽')).toBeTruthy();
    expect(screen.getByText('Bank card *4444')).toBeTruthy();
    expect(screen.getByText('12, без ограничений')).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(await screen.findByText('15 Jun 2026, ₽490')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel autopay' })).toBeTruthy();
  });

  it('sends the teacher to the provider’s page to subscribe', async () => {
    const calls = mockHttp({
      'GET /api/subscription': FREE,
      'GET /api/referral': REFERRAL,
      'POST /api/subscription': { confirmation_url: 'http://localhost/payments/test/abc' },
    });
    renderWithQueries(<SubscriptionBlock />);
    fireEvent.click(await screen.findByRole('button', { name: 'Подключить за 99\u00a0₽' }));
    await waitFor(() =>
      expect(followRedirect).toHaveBeenCalledWith('http://localhost/payments/test/abc'),
    );
    expect(callsTo(calls, 'POST', '/api/subscription')).toHaveLength(1);
  });

  it('asks once before cancelling autopay, then shows the plan without the charge', async () => {
    const calls = mockHttp({
      'GET /api/subscription': PAID,
      'GET /api/referral': REFERRAL,
      'DELETE /api/subscription': { ...PAID, autopay: false, next_charge: null },
    });
    renderWithQueries(<SubscriptionBlock />);
    const button = await screen.findByRole('button', {
      name: 'Отключить автоплатёж',
      description: /больше с неё ничего не спишется/,
    });
    fireEvent.click(button);
    let dialog = within(await screen.findByRole('dialog', { name: 'Отключить автоплатёж?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Оставить автоплатёж' }));
    expect(callsTo(calls, 'DELETE', '/api/subscription')).toHaveLength(0);
    fireEvent.click(button);
    dialog = within(await screen.findByRole('dialog', { name: 'Отключить автоплатёж?' }));
    expect(dialog.getByText(/Платный тариф действует до конца/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Отключить автоплатёж' }));
    expect(await screen.findByText('Нет: автоплатёж отключён')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', '/api/subscription')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Оплатить месяц за 490\s₽$/ })).toBeTruthy();
  });

  it('says a failed renewal keeps the plan until the grace ends', async () => {
    mockHttp({
      'GET /api/subscription': { ...PAID, status: 'past_due', grace_until: until },
      'GET /api/referral': REFERRAL,
    });
    renderWithQueries(<SubscriptionBlock />);
    expect((await screen.findByRole('alert')).textContent).toContain('действует до 15 июн. 2026,');
  });
});

describe('the plan section named in the address', () => {
  beforeEach(() => initI18n());
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('is brought into view once loaded (/settings#subscription)', async () => {
    window.history.replaceState(null, '', '/settings#subscription');
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockHttp({ 'GET /api/subscription': FREE, 'GET /api/referral': REFERRAL });
    renderWithQueries(<SubscriptionBlock />);
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('subscription'));
  });
});
